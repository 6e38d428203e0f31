import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

/**
 * The logged-in SMS code request (API-NOTES: POST /wps/verification/sms, moduleId VERIFICATION3):
 * the code goes to the member's own number, so the body names none.
 */
export const sendPaymentPasswordSms = () => apiRequest(endpoints.sendSms, { body: {} });
