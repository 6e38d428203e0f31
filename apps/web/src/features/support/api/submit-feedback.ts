import { FEEDBACK_FIELDS } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

export interface FeedbackReceipt {
  id: number;
  images: { id: number; type: 'image/png' | 'image/jpeg'; url: string }[];
}

export interface FeedbackInput {
  content: string;
  images: readonly File[];
}

/** The form the server reads as a stream: the text first, then each picture as it is. */
export function feedbackFormData({ content, images }: FeedbackInput): FormData {
  const form = new FormData();
  form.append(FEEDBACK_FIELDS.content, content);
  for (const file of images) form.append(FEEDBACK_FIELDS.images, file, file.name);
  return form;
}

/** PUT /wps/feedback as multipart/form-data (contract support.ts says why). */
export const submitFeedback = (input: FeedbackInput): Promise<FeedbackReceipt> =>
  apiRequest(endpoints.submitFeedback, { body: feedbackFormData(input) });

export const useSubmitFeedback = () =>
  useMutation<FeedbackReceipt, ApiError, FeedbackInput>({ mutationFn: submitFeedback });
