// The run-time schemas of bo's mein-weg endpoints (decision 227), for the server only.
import { careerOrientationSchema, myStationsSchema } from '../mein-weg';
import { saveAnswerBodySchema, taskDetailSchema, taskParamsSchema } from '../mein-weg-answers';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as meinWegEndpoints from './mein-weg';

export const myCareerOrientation = bindSchemas(meinWegEndpoints.myCareerOrientation, { answer: careerOrientationSchema });

export const myStations = bindSchemas(meinWegEndpoints.myStations, { answer: myStationsSchema });

export const task = bindSchemas(meinWegEndpoints.task, { params: taskParamsSchema, answer: taskDetailSchema });

export const saveAnswer = bindSchemas(meinWegEndpoints.saveAnswer, {
  params: taskParamsSchema,
  body: saveAnswerBodySchema,
  answer: taskDetailSchema,
});

// No body schema: the route reads the multipart stream itself.
export const uploadAnswerFile = bindSchemas(meinWegEndpoints.uploadAnswerFile, { params: taskParamsSchema, answer: taskDetailSchema });
