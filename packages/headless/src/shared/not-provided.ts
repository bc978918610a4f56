/**
 * The stand-in for an invoked actor that the app provides (`create…Machine(client)` does): a machine run without it
 * fails loudly instead of waiting forever.
 */
export const notProvided = (name: string) => () =>
  Promise.reject(new Error(`@teranga/headless: actor "${name}" not provided`));
