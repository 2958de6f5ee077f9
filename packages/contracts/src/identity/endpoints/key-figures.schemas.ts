// The run-time schemas of identity's key-figures endpoints (decision 227), for the server only.
import { keyFiguresSchema } from '../key-figures';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as keyFiguresEndpoints from './key-figures';

export const keyFigures = bindSchemas(keyFiguresEndpoints.keyFigures, { answer: keyFiguresSchema });
