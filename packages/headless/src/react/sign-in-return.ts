import { useEffect, useRef, useState } from 'react';
import type { Actor } from 'xstate';
import type { signInReturnMachine } from '../sign-in-return/sign-in-return.machine.js';
import {
  selectSignInReturnError,
  selectSignInReturnStatus,
  selectSignInReturnUser,
} from '../sign-in-return/sign-in-return.selectors.js';
import { createSignInReturn } from '../sign-in-return/sign-in-return.shop.js';
import { useLoadShop, useShop } from './bindings.js';
import { useActorSelector as useSelector } from './use-actor-selector.js';

/**
 * The sign-in return screen for the given address (read once, when the screen mounts). It needs the shop's machines
 * at once: they are loaded on mount, and the screen reads as loading until they are there.
 * @example const { status, error, user } = useSignInReturn(window.location.href);
 */
export function useSignInReturn(url: string) {
  const shop = useShop();
  const loadShop = useLoadShop();
  const [address] = useState(url);
  useEffect(() => void loadShop(), [loadShop]);
  const made = useRef<Actor<typeof signInReturnMachine> | undefined>(undefined);
  if (shop && !made.current) made.current = createSignInReturn(shop, address);
  const actor = made.current;
  useEffect(() => void actor?.start(), [actor]);
  return {
    status: useSelector(actor, (snapshot) => (snapshot ? selectSignInReturnStatus(snapshot) : 'loading')),
    error: useSelector(actor, (snapshot) => (snapshot ? selectSignInReturnError(snapshot) : null)),
    user: useSelector(actor, (snapshot) => (snapshot ? selectSignInReturnUser(snapshot) : null)),
    actor,
  };
}
