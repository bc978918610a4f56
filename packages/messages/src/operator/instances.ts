/**
 * What an operator reads when the server runs beside others on one PostgreSQL: waiting for the database at start-up,
 * and the migrations that one instance applies while the others wait.
 */
export const scaleOperatorMessages = {
  databaseWaiting: (reason: string, retrySeconds: number, leftSeconds: number) =>
    `PostgreSQL injoignable (${reason}) : nouvel essai dans ${retrySeconds} s (encore ${leftSeconds} s d'attente au plus).`,
  databaseReached: 'PostgreSQL répond : démarrage.',
  databaseNeverReached: (waitedSeconds: number, reason: string) =>
    `PostgreSQL reste injoignable après ${waitedSeconds} s (${reason}). Vérifiez DATABASE_URL et que le serveur ` +
    'PostgreSQL tourne, ou allongez DATABASE_STARTUP_WAIT_SECONDS.',
  countInvalidationUnavailable: 'Redis (totaux du catalogue partagés entre instances) indisponible',
  migrationsWaiting: 'Une autre instance met la base à jour : attente de la fin de ses migrations.',
} as const;
