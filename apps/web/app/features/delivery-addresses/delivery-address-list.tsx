import { type ReactNode, useState } from 'react';
import { browserApi } from '~/api/browser-api';
import type { SavedAddress } from '~/components/delivery-address-dialog';
import { Badge } from '~/ui/badge/badge';
import { FormButton } from '~/components/form-button';
import { useDeferredComponent } from '~/ui/deferred/use-deferred-component';
import { intentKey } from '~/forms/schema-form';
import { EmptyState } from '~/components/empty-state';
import '~/components/profile-cards.css';
import './delivery-addresses.css';

const loadAddressDialog = () => import('~/components/delivery-address-dialog').then((module) => ({ default: module.DeliveryAddressDialog }));
const loadConfirmDialog = () => import('~/components/confirm-dialog');

const cardId = (address: SavedAddress) => `delivery-address-${address.id}`;

/** Which dialog is open: a new address, changing one, or the question before deleting one. */
type Opened = { kind: 'add' } | { kind: 'edit'; address: SavedAddress } | { kind: 'delete'; address: SavedAddress } | null;

/**
 * /profile/delivery-addresses/ (spec §3 "Delivery address"): the buyer's saved addresses, the default one marked;
 * add, change, delete after a question, make default. Every change answers the whole list, which the page shows.
 * Without scripts the buttons are plain forms and `panel` is the page's own form the address asks for.
 */
export function DeliveryAddressList({ initial, city, panel }: { initial: readonly SavedAddress[]; city: string; panel?: ReactNode }) {
  const [addresses, setAddresses] = useState(initial);
  const [opened, setOpened] = useState<Opened>(null);
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const { Component: AddressDialog, loadNow: loadAddress } = useDeferredComponent(loadAddressDialog);
  const { Component: ConfirmDialog, loadNow: loadConfirm } = useDeferredComponent(loadConfirmDialog);

  const open = (next: NonNullable<Opened>) => {
    if (next.kind === 'delete') loadConfirm();
    else loadAddress();
    setOpened(next);
  };
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpened(null);
  };
  /** A failure raises the global API-error popup (browserApi); the list stays as it was. */
  const change = async (call: () => Promise<SavedAddress[]>, done: string) => {
    setPending(true);
    try {
      setAddresses(await call());
      setOpened(null);
      setAnnouncement(done);
      return true;
    } catch {
      // The popup has told the buyer.
    } finally {
      setPending(false);
    }
    return false;
  };
  /** The button goes once the address is the default: focus moves to the same card's «Изменить». */
  const makeDefault = async (address: SavedAddress) => {
    const done = await change(
      () =>
        browserApi.post('/DeliveryAddresses/update/', {
          id: address.id,
          name: address.name,
          address: address.address,
          city: address.city,
          zip: address.zip,
          is_default: true,
        }),
      `Адрес «${address.name}» теперь адрес по умолчанию`,
    );
    if (done) document.getElementById(cardId(address))?.querySelector<HTMLElement>('button[name="edit"]')?.focus();
  };

  return (
    <div className="delivery-addresses">
      <div className="profile-cards-head">
        <h1 className="account-title">Адреса доставки</h1>
        {addresses.length > 0 ? (
          <FormButton method="get" fields={{ add: 1 }} iconStart="plus" onClick={() => open({ kind: 'add' })}>
            Добавить адрес
          </FormButton>
        ) : null}
      </div>
      {panel}
      {addresses.length === 0 ? (
        <EmptyState title="Сохранённых адресов пока нет" text="Добавьте адрес, и при оформлении заказа его можно будет выбрать в списке «Мои адреса».">
          <FormButton method="get" fields={{ add: 1 }} iconStart="plus" onClick={() => open({ kind: 'add' })}>
            Добавить адрес
          </FormButton>
        </EmptyState>
      ) : (
        <ul className="profile-cards" aria-label="Мои адреса">
          {addresses.map((address) => (
            <li key={address.id}>
              <article className="profile-card ui-surface" id={cardId(address)} aria-label={address.name}>
                <h2 className="profile-card__name">
                  {address.name}
                  {address.isDefault ? <Badge tone="success">По умолчанию</Badge> : null}
                </h2>
                <p className="delivery-address-card__address">{[address.zip, address.city, address.address].filter(Boolean).join(', ')}</p>
                <div className="delivery-address-card__actions">
                  {address.isDefault ? null : (
                    <FormButton
                      method="post"
                      fields={{ [intentKey]: 'default', id: address.id }}
                      variant="outline"
                      size="sm"
                      iconStart="check"
                      disabled={pending}
                      onClick={() => makeDefault(address)}
                    >
                      Сделать адресом по умолчанию
                    </FormButton>
                  )}
                  {/* Изменить and Удалить wrap as a pair: the default's long button took the row, and Удалить went alone. */}
                  <span className="delivery-address-card__manage">
                    <FormButton
                      method="get"
                      fields={{ edit: address.id }}
                      variant="ghost"
                      size="sm"
                      iconStart="edit"
                      onClick={() => open({ kind: 'edit', address })}
                    >
                      Изменить
                    </FormButton>
                    <FormButton
                      method="get"
                      fields={{ delete: address.id }}
                      variant="ghost"
                      size="sm"
                      iconStart="trash"
                      onClick={() => open({ kind: 'delete', address })}
                    >
                      Удалить
                    </FormButton>
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {AddressDialog && (opened?.kind === 'add' || opened?.kind === 'edit') ? (
        <AddressDialog
          key={opened.kind === 'edit' ? opened.address.id : 'new'}
          open
          onOpenChange={close}
          city={opened.kind === 'edit' ? opened.address.city || city : city}
          editing={opened.kind === 'edit' ? opened.address : undefined}
          onSaved={(list) => {
            setAddresses(list);
            setAnnouncement('Адрес сохранён');
          }}
        />
      ) : null}
      {ConfirmDialog ? (
        <ConfirmDialog
          open={opened?.kind === 'delete'}
          onOpenChange={close}
          title="Удалить адрес?"
          description={opened?.kind === 'delete' ? `Адрес «${opened.address.name}» будет удалён.` : ''}
          confirmLabel="Удалить"
          pending={pending}
          onConfirm={() => {
            if (opened?.kind === 'delete')
              void change(() => browserApi.post('/DeliveryAddresses/delete/', { id: opened.address.id }), `Адрес «${opened.address.name}» удалён`);
          }}
        />
      ) : null}
      <p className="ui-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
