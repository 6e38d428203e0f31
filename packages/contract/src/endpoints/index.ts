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
import {
  createDeposit,
  getDepositOptions,
  getDepositOrder,
  submitDepositReference,
} from './cashier.ts';
import {
  addPayoutAccount,
  createWithdrawal,
  getPayoutAccounts,
  getWithdrawInfo,
  getWithdrawalOrder,
  removePayoutAccount,
  setPaymentPassword,
} from './withdraw.ts';
import { getBetHistory, getTransactionRecords } from './records.ts';
import {
  operatorAdjustBalance,
  operatorApproveDeposit,
  operatorApproveWithdrawal,
  operatorListDeposits,
  operatorListWithdrawals,
  operatorRejectDeposit,
  operatorRejectWithdrawal,
} from './operator.ts';
import { getAppInfo } from './app-info.ts';

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
  getDepositOptions,
  createDeposit,
  submitDepositReference,
  getDepositOrder,
  getPayoutAccounts,
  addPayoutAccount,
  removePayoutAccount,
  setPaymentPassword,
  getWithdrawInfo,
  createWithdrawal,
  getWithdrawalOrder,
  getBetHistory,
  getTransactionRecords,
  operatorListDeposits,
  operatorApproveDeposit,
  operatorRejectDeposit,
  operatorListWithdrawals,
  operatorApproveWithdrawal,
  operatorRejectWithdrawal,
  operatorAdjustBalance,
  getAppInfo,
} as const;
