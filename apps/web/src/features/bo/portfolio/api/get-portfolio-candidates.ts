import { useQuery } from '@tanstack/react-query';
import { portfolioCandidatesSchema, type PortfolioCandidates } from '@berufswahl/contracts/bo/portfolio';
import * as portfolioEndpoints from '@berufswahl/contracts/bo/endpoints/portfolio';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { portfolioQueryKeys } from './portfolio-query-keys';

/** `GET /api/bo/v1/portfolio/my/candidates`: everything the student may pick, resolved to its content. */
export function getPortfolioCandidates(): Promise<PortfolioCandidates> {
  return callEndpoint(portfolioEndpoints.portfolioCandidates, { schema: portfolioCandidatesSchema });
}

export function usePortfolioCandidates() {
  return useQuery({ queryKey: portfolioQueryKeys.candidates, queryFn: getPortfolioCandidates });
}
