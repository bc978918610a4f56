import { useQueryClient } from '@tanstack/react-query';
import { accountQueryKeys } from '@teranga/headless/account-query';
import { sellerFormMessages as t } from '@teranga/messages/seller';
import { genericErrorMessage } from '@teranga/messages/storefront';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ERROR_TOAST_MS, useToasts } from './use-toasts';

/** A refusal's list ('Variante 2 : Valeur requise'), joined as the form's own toast joins its rules. */
export function refusalsOf(error: unknown): string | undefined {
  const list = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  const lines = Array.isArray(list) ? list.filter((line): line is string => typeof line === 'string') : [];
  const title = (error as Error | null)?.message;
  return lines.length > 0 && !(lines.length === 1 && lines[0] === title) ? lines.join(', ') : undefined;
}

interface Uploads {
  uploading: boolean;
  blocked: boolean;
  /** the product now holds the photos: the create form's draft of them is dropped */
  saved?: () => void;
}

/**
 * What the create and edit screens do once their form is checked: wait for the photos, write, say so in a toast
 * shown `delay` ms, then go to `next`. A refused write keeps everything typed: the seller corrects or retries.
 */
export function useProductSave({ uploads, next, delay }: { uploads: Uploads; next: string; delay: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toasts, notify, dismiss } = useToasts();
  const [submitting, setSubmitting] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate(next), delay);
    return () => clearTimeout(timer);
  }, [saved, navigate, next, delay]);

  /** Runs `write` (which answers the success toast's title) unless photos are still uploading or failed. */
  const save = async (write: () => Promise<string>) => {
    if (uploads.uploading) return notify({ tone: 'info', title: t.images.waitForUploads });
    if (uploads.blocked)
      return notify({ tone: 'critical', title: t.images.failedUploads, duration: ERROR_TOAST_MS });
    setSubmitting(true);
    try {
      const title = await write();
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.seller });
      notify({ tone: 'positive', title, duration: delay });
      uploads.saved?.();
      setSaved(true);
    } catch (error) {
      notify({
        tone: 'critical',
        title: (error as Error).message || genericErrorMessage,
        description: refusalsOf(error),
        duration: ERROR_TOAST_MS,
      });
    } finally {
      setSubmitting(false);
    }
  };

  return { toasts, notify, dismiss, busy: submitting || saved, save };
}
