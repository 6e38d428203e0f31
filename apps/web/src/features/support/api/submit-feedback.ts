import type { FeedbackBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

export interface FeedbackReceipt {
  id: number;
  images: { id: number; type: 'image/png' | 'image/jpeg'; url: string }[];
}

/** PUT /wps/feedback: the text and the images as base64 (contract support.ts says why). */
export const submitFeedback = (body: FeedbackBody): Promise<FeedbackReceipt> =>
  apiRequest(endpoints.submitFeedback, { body });

export const useSubmitFeedback = () =>
  useMutation<FeedbackReceipt, ApiError, FeedbackBody>({ mutationFn: submitFeedback });
