import { getConsolidatedSettings, getRegisterSettings, getSystemStatus } from './system.ts';
import { getAnnouncements, getBanners, getHelpCenter } from './content.ts';
import { getCaptcha, getRsaKey, login, loginFreeplay, logout, renewSession } from './session.ts';
import {
  changePassword,
  checkAffiliate,
  checkUsername,
  getMemberInfo,
  recoverPasswordByEmail,
  registerByMobile,
  registerByUsername,
  setPasswordByPhone,
} from './member.ts';
import { sendSms, sendSmsNoLogin } from './verification.ts';
import { getMerchantWallet, getWalletBalance } from './wallet.ts';
import {
  addFavoriteGame,
  getFavoriteGameIds,
  getFavoriteGames,
  getGameList,
  getGameVendors,
  getHotGames,
  getRecentGames,
  getVendorGameTypes,
  removeFavoriteGame,
} from './games.ts';
import { launchGame, launchLottery } from './game-launch.ts';

/** Every endpoint of the API; the server registers each, OpenAPI lists each. */
export const endpoints = {
  getSystemStatus,
  getConsolidatedSettings,
  getRegisterSettings,
  getAnnouncements,
  getBanners,
  getHelpCenter,
  getRsaKey,
  login,
  loginFreeplay,
  logout,
  renewSession,
  getCaptcha,
  getMemberInfo,
  registerByUsername,
  registerByMobile,
  checkUsername,
  checkAffiliate,
  changePassword,
  setPasswordByPhone,
  recoverPasswordByEmail,
  sendSmsNoLogin,
  sendSms,
  getWalletBalance,
  getMerchantWallet,
  getGameList,
  getHotGames,
  getGameVendors,
  getVendorGameTypes,
  getFavoriteGames,
  getFavoriteGameIds,
  addFavoriteGame,
  removeFavoriteGame,
  getRecentGames,
  launchGame,
  launchLottery,
} as const;
