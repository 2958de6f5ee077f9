import { portfolioPdfFileName } from '@berufswahl/contracts/bo/portfolio';
import * as portfolioEndpoints from '@berufswahl/contracts/bo/endpoints/portfolio';
import { ApiError } from '../../../../lib/api-client';
import { getFreshToken } from '../../../../lib/keycloak';

/**
 * `GET /api/bo/v1/portfolio/my/pdf`: fetches the PDF with the bearer token and hands it to the
 * browser as a download. Not through `apiRequest`, which reads every answer as text (a PDF is
 * binary); same token, same error type. The file name is the server's (it knows the name).
 */
export async function downloadPortfolioPdf(studentName: string): Promise<void> {
  const headers = new Headers({ Accept: 'application/pdf', 'Accept-Language': 'de' });
  const token = await getFreshToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(portfolioEndpoints.portfolioPdf.path, { headers, credentials: 'same-origin' });
  if (!response.ok) {
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      // Not JSON (a proxy's page): kept as text for the message.
    }
    throw new ApiError(response.status, response.statusText, data);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = portfolioPdfFileName(studentName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
