import { type Account, type UserJson, userJson } from './accounts.ts';
import { signAccessToken, type TokenSettings } from './tokens.ts';

/** GoTrue's session object: what sign-up, sign-in and refresh answer. */
export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

/** Signs an access token for `account` in `sessionId` and builds the session object. */
export async function issueSession(
  account: Account,
  session: { sessionId: string; refreshToken: string },
  settings: TokenSettings,
  now: Date,
): Promise<SessionJson> {
  const { token, claims } = await signAccessToken(
    {
      userId: account.id,
      email: account.email,
      sessionId: session.sessionId,
      userMetadata: account.user_metadata,
    },
    settings,
    now,
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: settings.expiryS,
    expires_at: claims.exp,
    refresh_token: session.refreshToken,
    user: userJson(account),
  };
}
