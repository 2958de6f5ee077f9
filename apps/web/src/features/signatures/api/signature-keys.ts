/** Query keys of the signature flow: every change invalidates `all`. */
export const signatureKeys = {
  all: ['signatures'] as const,
  principalDeadline: ['signatures', 'principal-deadline'] as const,
  myStatus: ['signatures', 'status', 'my'] as const,
  flow: (uuid: string) => ['signatures', 'flow', uuid] as const,
  landOverview: ['signatures', 'land-overview'] as const,
};
