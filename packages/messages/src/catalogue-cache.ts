/** What an operator reads in the logs about the catalogue's shared answers (apps/api/src/catalogue). */
export const catalogueCacheLogMessages = {
  versionNotAdvanced:
    "Version du catalogue non avancée après une écriture (base de données indisponible) : les réponses gardées en mémoire par les instances pourraient être périmées jusqu'à la prochaine écriture",
} as const;
