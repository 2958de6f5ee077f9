import { useQuery } from '@tanstack/react-query';
import { myPortfolioSchema, type MyPortfolio } from '@berufswahl/contracts/bo/portfolio';
import * as portfolioEndpoints from '@berufswahl/contracts/bo/endpoints/portfolio';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { portfolioQueryKeys } from './portfolio-query-keys';

/** `GET /api/bo/v1/portfolio/my`: the saved „Über mich“ and items, with name and school for the preview. */
export function getMyPortfolio(): Promise<MyPortfolio> {
  return callEndpoint(portfolioEndpoints.myPortfolio, { schema: myPortfolioSchema });
}

export function useMyPortfolio() {
  return useQuery({ queryKey: portfolioQueryKeys.my, queryFn: getMyPortfolio });
}
