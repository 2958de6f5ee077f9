import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myPortfolioSchema, type MyPortfolio, type UpdatePortfolioBody } from '@berufswahl/contracts/bo/portfolio';
import * as portfolioEndpoints from '@berufswahl/contracts/bo/endpoints/portfolio';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { portfolioQueryKeys } from './portfolio-query-keys';

/** `PUT /api/bo/v1/portfolio/my`: replaces „Über mich“ and the ordered items. */
export function savePortfolio(body: UpdatePortfolioBody): Promise<MyPortfolio> {
  return callEndpoint(portfolioEndpoints.savePortfolio, { body, schema: myPortfolioSchema });
}

export function useSavePortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePortfolio,
    onSuccess: (saved) => queryClient.setQueryData(portfolioQueryKeys.my, saved),
  });
}
