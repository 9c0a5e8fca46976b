import { inject, injectable } from 'inversify';
import { invoiceFileName, invoicePath, type Order } from '../../domain/billing/order.entity';
import { BillingGateway } from '../../ports/billing-gateway.port';
import { DownloadFile } from '../platform/download-file.use-case';

/** An administrator lists the workspace's orders and downloads an invoice (docs/use-cases/list-orders.md). */
@injectable()
export class ListOrders {
  constructor(
    @inject(BillingGateway) private readonly gateway: BillingGateway,
    @inject(DownloadFile) private readonly download: DownloadFile,
  ) {}

  async load(): Promise<Order[] | null> {
    const result = await this.gateway.orders();
    return result.ok ? result.data : null;
  }

  downloadInvoice(order: Order): Promise<boolean> {
    return this.download.run({
      url: invoicePath(order.OrderId),
      fileName: invoiceFileName(order),
    });
  }
}
