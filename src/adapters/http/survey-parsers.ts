import type { Survey, SurveyQuestion } from '../../domain/surveys/survey.entity';
import type { ResponseParser } from '../../ports/http-client.port';
import type { SurveyExam, SurveyResponseReport } from '../../ports/survey-exam-gateway.port';
import type { SurveyQuestionResult } from '../../ports/survey-results-gateway.port';
import { listOf, optional, optionalListOf, parseShape, required } from './forms-shape';
import { parseDto } from './parse-response';
import {
  SurveyCountDto,
  SurveyDto,
  SurveyExamDto,
  SurveyMatrixRowDto,
  SurveyNpsDto,
  SurveyOptionCountDto,
  SurveyOptionDto,
  SurveyQuestionDto,
  SurveyQuestionResultDto,
  SurveyReportDto,
  SurveyRowDto,
  SurveySettingsDto,
} from './survey.dto';

export const parseSurveyQuestion = parseShape(SurveyQuestionDto, {
  Options: listOf(parseDto(SurveyOptionDto)),
  Rows: listOf(parseDto(SurveyRowDto)),
}) as unknown as ResponseParser<SurveyQuestion>;

export const parseSurvey = parseShape(SurveyDto, {
  Questions: listOf(parseSurveyQuestion),
  Settings: required(parseDto(SurveySettingsDto)),
}) as unknown as ResponseParser<Survey>;

export const parseSurveyExam = parseShape(SurveyExamDto, {
  Questions: listOf(parseSurveyQuestion),
}) as unknown as ResponseParser<SurveyExam>;

export const parseSurveyReport = parseShape(SurveyReportDto, {
  Questions: listOf(parseSurveyQuestion),
}) as unknown as ResponseParser<SurveyResponseReport>;

export const parseQuestionResult = parseShape(SurveyQuestionResultDto, {
  Counts: listOf(parseDto(SurveyCountDto)),
  Nps: optional(parseDto(SurveyNpsDto)),
  Matrix: optionalListOf(parseShape(SurveyMatrixRowDto, { Counts: listOf(parseDto(SurveyOptionCountDto)) })),
}) as unknown as ResponseParser<SurveyQuestionResult>;
