// Word lists for the generated demo catalogue: names only have to look plausible and be unique
// per vendor; they are combined by ./games.ts. Kept as dense tables (prettier-ignore) on purpose.

// prettier-ignore
export const slotAdjectives = [
  'Golden', 'Lucky', 'Mighty', 'Wild', 'Fortune', 'Dragon', 'Royal', 'Mystic', 'Jade', 'Crystal',
  'Blazing', 'Thunder', 'Sweet', 'Ancient', 'Cosmic', 'Frozen', 'Hidden', 'Neon', 'Savage', 'Secret',
  'Shining', 'Silver', 'Super', 'Tiger', 'Wonder', 'Mega', 'Happy', 'Magic', 'Phoenix', 'Emerald',
  'Ruby', 'Sapphire', 'Diamond', 'Pirate', 'Samurai', 'Viking', 'Aztec', 'Pharaoh', 'Lotus', 'Panda',
] as const;

// prettier-ignore
export const slotNouns = [
  'Fortune', 'Treasure', 'Empire', 'Riches', 'Reels', 'Spins', 'Jackpot', 'Quest', 'Legend', 'Gems',
  'Coins', 'Kingdom', 'Temple', 'Safari', 'Party', 'Festival', 'Harvest', 'Voyage', 'Garden', 'Night',
  'Island', 'Palace', 'Warrior', 'Princess', 'Dynasty', 'Rush', 'Blast', 'Bonanza', 'Carnival', 'Heist',
  'Oasis', 'Pearls', 'Wolves', 'Tigers', 'Koi', 'Stars', 'Moon', 'Sun', 'Storm', 'Fruits',
] as const;

// prettier-ignore
export const liveTables = [
  'Speed Baccarat', 'Lightning Roulette', 'Dragon Tiger', 'Sic Bo', 'Blackjack', 'Squeeze Baccarat',
  'Auto Roulette', 'Andar Bahar', 'Teen Patti', 'Fan Tan', 'Mega Wheel', 'Casino Hold\'em',
] as const;

// prettier-ignore
export const cardGames = [
  'Teen Patti', 'Andar Bahar', 'Rummy', 'Texas Hold\'em', 'Blackjack', 'Dragon Tiger', 'Niu Niu',
  'Pai Gow', 'Sic Bo', 'Baccarat', 'Tongits', 'Pusoy', 'Poker King', 'Ludo', 'Callbreak',
] as const;

// prettier-ignore
export const fishGames = [
  'Ocean King', 'Fishing God', 'Mega Fishing', 'Dragon Fishing', 'Jackpot Fishing', 'Bombing Fishing',
  'Royal Fishing', 'Happy Fishing', 'All-star Fishing', 'Fishing War', 'Boom Legend', 'Shark Hunter',
] as const;

// prettier-ignore
export const cardVariants = ['Classic', 'Pro', 'Turbo', 'VIP', 'Lite', 'Royale'] as const;

// prettier-ignore
export const vietnamLotteries = [
  'Mien Bac', 'Ha Noi', 'Quang Ninh', 'Bac Ninh', 'Hai Phong', 'Nam Dinh', 'Thai Binh', 'Thua Thien Hue',
  'Phu Yen', 'Dak Lak', 'Quang Nam', 'Da Nang', 'Khanh Hoa', 'Binh Dinh', 'Quang Tri', 'Quang Binh',
  'Gia Lai', 'Ninh Thuan', 'Dak Nong', 'Quang Ngai', 'Kon Tum', 'Ho Chi Minh', 'Dong Thap', 'Ca Mau',
  'Ben Tre', 'Vung Tau', 'Bac Lieu', 'Dong Nai', 'Can Tho', 'Soc Trang',
] as const;

// prettier-ignore
export const seaLotteries = [
  'Thai Government', 'Laos Lottery', 'Magnum 4D', 'Da Ma Cai 1+3D', 'Sports Toto 4D', 'Singapore 4D',
  'Sabah 88', 'Sandakan 4D', 'Cash Sweep', 'Singapore Toto', 'Thai Stock', 'Hanoi VIP', 'Lao VIP',
  'Malaysia 6D', 'Toto 5D', 'Toto 6D', 'Power Toto', 'Star Toto', 'Supreme Toto', 'Magnum Life',
] as const;

// prettier-ignore
export const fastLotteries = ['Fast 3', 'Lucky 5', 'PK10', 'Keno', 'Lucky 28', '11 Pick 5', 'Happy 8', 'Lucky Ball'] as const;
// prettier-ignore
export const drawIntervals = ['1 min', '3 min', '5 min', '10 min', '15 min'] as const;

// prettier-ignore
/** The in-house games (issue 23): catalogue code and tile name. */
export const houseGames = [
  { code: 'dice', name: 'Dice' },
  { code: 'slot5x3', name: 'Lucky Sevens 5x3' },
  { code: 'crash', name: 'Crash' },
] as const;
