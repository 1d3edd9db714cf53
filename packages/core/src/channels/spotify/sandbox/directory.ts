/**
 * The Spotify sandbox's Ad Studio users, their businesses and ad accounts (fixtures/businesses.json
 * names the source of the shapes). Verba's operator owns Verba's buying account (the connector's);
 * the advertiser users are who an advertiser signs in as on the sandbox consent page to connect
 * their own ad accounts read-only (`spotify` / `ads_account_read`, docs/channels-spotify.md).
 */
export interface SandboxSpotifyUser {
  /** The token's subject. */
  id: string;
  displayName: string;
  email: string;
  businesses: {
    id: string;
    name: string;
    adAccounts: { id: string; name: string }[];
  }[];
}

export const spotifySandboxOperator = 'verba-operator';

export const spotifySandboxUsers: readonly SandboxSpotifyUser[] = [
  {
    id: 'sbx-user-marina',
    displayName: 'Marina Costa',
    email: 'marina@cafeserraazul.com.br',
    businesses: [
      {
        id: '5f1c0a2e-5b0d-4a1e-9c3f-00000000b101',
        name: 'Café Serra Azul',
        adAccounts: [
          { id: '5f1c0a2e-5b0d-4a1e-9c3f-00000000a101', name: 'Café Serra Azul · Ad Studio' },
          { id: '5f1c0a2e-5b0d-4a1e-9c3f-00000000a102', name: 'Café Serra Azul · Podcasts' },
        ],
      },
    ],
  },
  {
    id: 'sbx-user-rafael',
    displayName: 'Rafael Lima',
    email: 'rafael@oticavisaoclara.com.br',
    businesses: [
      {
        id: '5f1c0a2e-5b0d-4a1e-9c3f-00000000b201',
        name: 'Ótica Visão Clara',
        adAccounts: [{ id: '5f1c0a2e-5b0d-4a1e-9c3f-00000000a201', name: 'Ótica Visão Clara · Ad Studio' }],
      },
    ],
  },
  {
    id: 'sbx-user-sem-conta',
    displayName: 'Paula Souza (sem conta de anúncios)',
    email: 'paula@example.com.br',
    businesses: [],
  },
];

export const spotifySandboxUser = (id: string) => spotifySandboxUsers.find((u) => u.id === id);
