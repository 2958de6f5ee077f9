// Endpoints of bo: portfolio (issue 18, decisions 225, 227, 235). Types only from the schemas' file:
// no zod at run time (decision 007).
import type { MyPortfolio, PortfolioCandidates, UpdatePortfolioBody } from '../portfolio';
import { endpoint } from '../../shared/endpoint';

export const myPortfolio = endpoint<{ answer: MyPortfolio }>()('GET', '/api/bo/v1/portfolio/my');
export const savePortfolio = endpoint<{ body: UpdatePortfolioBody; answer: MyPortfolio }>()('PUT', '/api/bo/v1/portfolio/my');
export const portfolioCandidates = endpoint<{ answer: PortfolioCandidates }>()('GET', '/api/bo/v1/portfolio/my/candidates');
// Declares no answer: the PDF is streamed (200, application/pdf), opened by the browser's own download.
export const portfolioPdf = endpoint()('GET', '/api/bo/v1/portfolio/my/pdf');
