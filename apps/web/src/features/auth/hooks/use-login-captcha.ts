import { useState } from 'react';
import { useCaptcha } from '../api/get-captcha';

/**
 * Spec 2.6: the captcha appears only after a failed login whose error asks for it, and from then
 * on a new picture is loaded after every failure (each answer is single use) and on a tap.
 */
export function useLoginCaptcha() {
  const [shown, setShown] = useState(false);
  const query = useCaptcha('login', shown);
  const refresh = () => void query.refetch();
  return {
    shown,
    image: query.isFetching ? undefined : query.data?.image,
    captchaId: query.data?.captchaId,
    /** Show it, or load a new picture when it is already shown. */
    require: () => (shown ? refresh() : setShown(true)),
    refresh,
  };
}

export type LoginCaptcha = ReturnType<typeof useLoginCaptcha>;
