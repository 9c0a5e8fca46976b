import { inject, injectable } from 'inversify';
import type { DashboardSummary } from '../../domain/dashboard/dashboard.entity';
import type { DashboardGateway } from '../../ports/dashboard-gateway.port';
import { HttpClient, type HttpResult, type ResponseParser } from '../../ports/http-client.port';
import {
  DashboardDeliveryDto,
  DashboardInstanceDto,
  DashboardProjectStatusDto,
  DashboardSummaryDto,
  DashboardTaskDto,
  DashboardTaskGroupDto,
  DashboardWeekDto,
} from './dashboard.dto';
import { listOf, parseShape } from './forms-shape';
import { parseDto } from './parse-response';

const parseGroup = parseShape(DashboardTaskGroupDto, { Items: listOf(parseDto(DashboardTaskDto)) });
export const parseDashboardSummary: ResponseParser<DashboardSummary> = parseShape(DashboardSummaryDto, {
  Tasks: listOf(parseGroup),
  Instances: listOf(parseDto(DashboardInstanceDto)),
  Deliveries: listOf(parseDto(DashboardDeliveryDto)),
  Projects: listOf(parseDto(DashboardProjectStatusDto)),
  CompletedWeeks: listOf(parseDto(DashboardWeekDto)),
});

/** The dashboard over HTTP (docs/api.md, docs/dashboard.md). */
@injectable()
export class HttpDashboardGateway implements DashboardGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  summary(signal?: AbortSignal): Promise<HttpResult<DashboardSummary>> {
    return this.http.get('dashboard/summary', parseDashboardSummary, undefined, { signal });
  }
}
