/** the sign-in return screen: errors a provider (OAuth 2) may send back in `?error=` */
export const oauthErrorTexts = {
  access_denied: 'Vous avez refusé l’accès ou annulé la connexion. Vous pouvez réessayer quand vous voulez.',
  invalid_request: 'La demande de connexion était incomplète. Réessayez depuis la page de connexion.',
  unauthorized_client: 'Ce service de connexion n’accepte pas encore notre boutique. Utilisez votre e-mail.',
  unsupported_response_type: 'Ce service de connexion a refusé la demande. Utilisez votre e-mail.',
  invalid_scope: 'Ce service de connexion a refusé les informations demandées. Utilisez votre e-mail.',
  server_error: 'Le service de connexion a rencontré une erreur. Réessayez dans quelques instants.',
  temporarily_unavailable:
    'Le service de connexion est momentanément indisponible. Réessayez dans quelques instants.',
  interaction_required: 'Le service de connexion demande une action de votre part. Réessayez.',
  login_required: 'Connectez-vous d’abord chez le service choisi, puis réessayez.',
  consent_required: 'Votre accord est nécessaire pour vous connecter. Réessayez et acceptez.',
} as Readonly<Record<string, string>>;
