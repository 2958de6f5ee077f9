// The run-time schemas of bo's portfolio endpoints (decision 227), for the server only.
import { myPortfolioSchema, portfolioCandidatesSchema, updatePortfolioBodySchema } from '../portfolio';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as portfolioEndpoints from './portfolio';

export const myPortfolio = bindSchemas(portfolioEndpoints.myPortfolio, { answer: myPortfolioSchema });
export const savePortfolio = bindSchemas(portfolioEndpoints.savePortfolio, { body: updatePortfolioBodySchema, answer: myPortfolioSchema });
export const portfolioCandidates = bindSchemas(portfolioEndpoints.portfolioCandidates, { answer: portfolioCandidatesSchema });
export const portfolioPdf = bindSchemas(portfolioEndpoints.portfolioPdf, {});
