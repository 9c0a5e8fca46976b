import { inject, injectable } from 'inversify';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { NotificationGateway, UserNotification } from '../../ports/notification-gateway.port';
import { CountDto, NotificationDto } from './directory.dto';
import { ignoreBody, parseDto, parseList } from './parse-response';

const parseCount = parseDto(CountDto);

@injectable()
export class HttpNotificationGateway implements NotificationGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async count(): Promise<HttpResult<number>> {
    const result = await this.http.get('notification/count', parseCount);
    return result.ok ? { ...result, data: result.data.Count } : result;
  }

  list(signal?: AbortSignal): Promise<HttpResult<UserNotification[]>> {
    return this.http.get('notification/list', parseList(parseDto(NotificationDto)), undefined, { signal });
  }

  markAllRead(): Promise<HttpResult<unknown>> {
    return this.http.command('notification/markallread', {}, ignoreBody);
  }

  markRead(notificationId: number): Promise<HttpResult<unknown>> {
    return this.http.command('notification/markread', { NotificationId: notificationId }, ignoreBody);
  }

  remove(notificationId: number): Promise<HttpResult<unknown>> {
    return this.http.command('notification/delete', { NotificationId: notificationId }, ignoreBody);
  }

  deleteAll(): Promise<HttpResult<unknown>> {
    return this.http.command('notification/deleteall', {}, ignoreBody);
  }
}
