import { observer } from 'mobx-react-lite';
import { CARD_LIMITS } from '../../domain/billing/card.rules';
import type { Plan } from '../../domain/billing/plan.entity';
import { formatMoney, priceOf } from '../../domain/billing/price.rules';
import type { SubscriptionStore } from '../../stores/billing/subscription.store';
import { FormField } from '../components/form-field';
import { ModalPanel } from '../components/modal-panel';
import { CARD_MASKS, MaskedCardInput } from './card-input';

/** The masked card fields: label, browser autofill name and example of each. */
const MASKED_CARD_FIELDS = {
  Number: {
    id: 'card-number',
    label: 'Card number',
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
  },
  Expiry: { id: 'card-expiry', label: 'Expiry (MM/YY)', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  Cvc: { id: 'card-cvc', label: 'CVC', autoComplete: 'cc-csc', placeholder: '123' },
} as const;

const MaskedCardField = observer(function MaskedCardField({
  field,
  store,
}: {
  field: keyof typeof MASKED_CARD_FIELDS;
  store: SubscriptionStore;
}) {
  const { id, label, autoComplete, placeholder } = MASKED_CARD_FIELDS[field];
  return (
    <FormField id={id} label={label} error={store.problems[field]}>
      {(control) => (
        <MaskedCardInput
          control={control}
          options={CARD_MASKS[field]}
          value={store.card[field]}
          onValue={(value) => store.cardTyped(field, value)}
          autoComplete={autoComplete}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
});

/**
 * The checkout (issue 35): the plan's month with tax and total, and the card. The mock provider takes its test cards
 * only (4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined): its refusal is shown above the card, and what was
 * typed stays for another try.
 */
export const CheckoutDialog = observer(function CheckoutDialog({
  store,
  plan,
  onPay,
}: {
  store: SubscriptionStore;
  plan: Plan;
  onPay: () => void;
}) {
  const price = priceOf(plan);
  const { card, problems } = store;
  return (
    <ModalPanel
      labelledBy="checkout-title"
      className="dialog checkout-dialog"
      onClose={store.paying ? undefined : store.checkoutClosed}
      onSubmit={(event) => {
        event.preventDefault();
        onPay();
      }}
      busy={store.paying}
    >
      <h2 id="checkout-title">Checkout: {plan.Name} plan</h2>
      <dl className="checkout-dialog__sum">
        <dt>{plan.Name} plan, one month</dt>
        <dd>{formatMoney(price.Net)}</dd>
        <dt>VAT {price.TaxRatePercent}%</dt>
        <dd>{formatMoney(price.Tax)}</dd>
        <dt className="checkout-dialog__total">Total</dt>
        <dd className="checkout-dialog__total">{formatMoney(price.Total)}</dd>
      </dl>
      <p className="checkout-dialog__note">
        Test mode: no money is taken. Use the card 4242 4242 4242 4242 with any future expiry and any CVC.
      </p>
      {store.refusal && (
        <p className="form__error checkout-dialog__refusal" role="alert">
          {store.refusal}
        </p>
      )}
      <MaskedCardField field="Number" store={store} />
      <div className="checkout-dialog__row">
        <MaskedCardField field="Expiry" store={store} />
        <MaskedCardField field="Cvc" store={store} />
      </div>
      <FormField id="card-name" label="Name on the card" error={problems.Name}>
        {(control) => (
          <input
            {...control}
            value={card.Name}
            maxLength={CARD_LIMITS.nameMaxLength}
            autoComplete="cc-name"
            onChange={(event) => store.cardTyped('Name', event.target.value)}
          />
        )}
      </FormField>
      <div className="dialog__buttons">
        <button
          type="button"
          className="button button--plain"
          onClick={store.checkoutClosed}
          disabled={store.paying}
        >
          Cancel
        </button>
        <button type="submit" className="button" disabled={store.paying}>
          {store.paying ? 'Paying…' : `Pay ${formatMoney(price.Total)}`}
        </button>
      </div>
    </ModalPanel>
  );
});
