// React bindings: `@teranga/headless/react`. One provider owns the wired machines; one hook per machine.
// A re-export file only: a bundler then places each hook's module with the pages that use it (the sign-in return's
// machine stays out of the pages that never show that screen).
export * from './react/bindings.js';
export { useSignInReturn } from './react/sign-in-return.js';
export { useActorSelector } from './react/use-actor-selector.js';
