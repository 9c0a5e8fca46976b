import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ListOrders } from '../../application/billing/list-orders.use-case';
import type { Order } from '../../domain/billing/order.entity';

/** The orders page (/order/list) and the payment page (/success): the workspace's orders, newest first. */
@injectable()
export class OrdersStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  orders: Order[] = [];

  constructor(@inject(ListOrders) private readonly list: ListOrders) {
    makeAutoObservable<OrdersStore, 'list'>(this, { list: false }, { autoBind: true });
  }

  async opened(): Promise<void> {
    this.status = 'loading';
    const orders = await this.list.load();
    runInAction(() => {
      this.orders = orders ?? [];
      this.status = orders ? 'ready' : 'failed';
    });
  }

  orderById(id: number): Order | undefined {
    return this.orders.find((order) => order.OrderId === id);
  }

  downloadClicked(order: Order): void {
    void this.list.downloadInvoice(order);
  }
}
