import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import {
  selectSignInReturnError,
  selectSignInReturnStatus,
  selectSignInReturnUser,
} from '../sign-in-return/sign-in-return.selectors.js';
import { createSignInReturn } from '../sign-in-return/sign-in-return.shop.js';
import { useShop } from './bindings.js';

/** The sign-in return screen for the given address (read once, when the screen mounts). */
export function useSignInReturn(url: string) {
  const shop = useShop();
  const [actor] = useState(() => createSignInReturn(shop, url));
  useEffect(() => void actor.start(), [actor]);
  return {
    status: useSelector(actor, selectSignInReturnStatus),
    error: useSelector(actor, selectSignInReturnError),
    user: useSelector(actor, selectSignInReturnUser),
    actor,
  };
}
