/** The shapes of the route matrix's example requests (see route-matrix.fixtures.ts). */

/** School A and B belong to the demo Land; X to a second Land the matrix test creates. */
export type Tenant = 'A' | 'B' | 'X';

export type MatrixUser = {
  username: string;
  uuid: string;
  roles: string[];
  activeRole: string;
  /** The demo school key (A or B), null for Land and system accounts. */
  school: 'A' | 'B' | null;
};

export type MatrixRequest = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
};

/** What a fixture may use to build its requests. */
export type MatrixSetup = {
  /** uuids of the three schools and two Länder. */
  schools: Record<Tenant, string>;
  clients: Record<Tenant, string>;
  /** Calls the API as a demo account (for creating resources to name in a request). */
  call: (username: string, request: { method: string; url: string; body?: unknown }) => Promise<{ statusCode: number; json: () => unknown }>;
};

export type MatrixFixture = {
  /**
   * The request for a caller. For `school`/`client` routes it is called with each tenant and
   * must name that tenant's resource; for `own` routes `tenant` is `'own'` or – when
   * `namesOwnResource` is set – `'foreign'` (another account's resource, expected 404).
   */
  request?: (context: { user: MatrixUser; tenant: Tenant | 'own' | 'foreign'; setup: MatrixSetup }) => MatrixRequest | Promise<MatrixRequest>;
  /** An `own` route that names a resource of the caller (e.g. a notification uuid). */
  namesOwnResource?: boolean;
  /**
   * The status for a caller the route's declaration admits but a finer rule of the service
   * treats differently; return undefined to keep the derived expectation.
   */
  expect?: (context: { user: MatrixUser; tenant: Tenant | 'own' | 'foreign' }) => number | undefined;
  /** For a public route: the status without a token when it is not 2xx (e.g. a signed URL with a made-up signature). */
  expectAnonymous?: number;
};
