import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';

/**
 * One step back in history, or home when this page is the first of the visit (spec 2.3, 2.4).
 * React Router marks the entry the app was opened on with the key 'default'.
 */
export function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key === 'default') void navigate(paths.home.href(), { replace: true });
    else void navigate(-1);
  }, [location.key, navigate]);
}
