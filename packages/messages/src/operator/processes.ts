/** What an operator reads when the server runs several processes (WEB_CONCURRENCY, apps/api/src/web-concurrency.ts). */
export const processMessages = {
  invalidCount: (value: string) =>
    `WEB_CONCURRENCY vaut « ${value} » : donnez un nombre entier de processus entre 1 et 64`,
  needsPostgres: (count: number) =>
    `WEB_CONCURRENCY=${count} demande PostgreSQL (DATABASE_URL) : la base intégrée (PGlite) ne sert qu'un processus`,
  started: (count: number) => `Teranga lance ${count} processus serveurs sur le même port`,
  workerStopped: (pid: number, reason: string) =>
    `Processus serveur ${pid} arrêté (${reason}) : il est relancé`,
} as const;
