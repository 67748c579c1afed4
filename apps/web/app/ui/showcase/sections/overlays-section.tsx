import { useState } from 'react';
import { Button } from '../../button/button';
import { ActionMenu } from '../../menu/action-menu';
import { MenuList } from '../../menu/menu-list';
import { FullscreenModal } from '../../modal/fullscreen-modal';
import { Modal } from '../../modal/modal';
import { useUrlModal } from '../../modal/use-url-modal';
import { showServerError } from '../../toast/server-error-toast';
import { addToast } from '../../toast/toast-store';
import { Tooltip } from '../../tooltip/tooltip';
import { Example, ShowcaseSection } from '../showcase-section';

const profileMenu = [
  { to: '/_ui/', name: 'Дизайн-система', icon: 'grid' as const },
  { to: '/profile/orders/', name: 'Мои заказы', icon: 'receipt' as const },
  { to: '/profile/news/', name: 'Новости', icon: 'news' as const, indicator: true },
];
const rowActions = [
  { code: 'repeat', name: 'Повторить заказ', icon: 'refresh' as const },
  { code: 'print', name: 'Распечатать счёт', icon: 'print' as const },
  { code: 'delete', name: 'Удалить', icon: 'trash' as const, danger: true },
];

export function OverlaysSection() {
  const [plain, setPlain] = useState(false);
  const [guarded, setGuarded] = useState(false);
  const [prevented, setPrevented] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const urlModal = useUrlModal('showcase-modal');

  return (
    <ShowcaseSection id="overlays" title="Окна">
      <Example title="Модальные окна (на телефоне — шторка, смахивание вниз закрывает)">
        <div className="ui-showcase__row">
          <Button variant="outline" onClick={() => setPlain(true)}>
            Обычное окно
          </Button>
          <Button variant="outline" onClick={() => setGuarded(true)}>
            Окно, которое не закрывается
          </Button>
          <Button variant="outline" onClick={() => setFullscreen(true)}>
            Полноэкранное окно
          </Button>
          <Button variant="outline" onClick={urlModal.openModal}>
            Окно по адресу
          </Button>
        </div>
        <Modal
          open={plain}
          onOpenChange={setPlain}
          title="Создать корзину"
          description="Название видно только вам."
          footer={<Button onClick={() => setPlain(false)}>Создать</Button>}
        >
          <p>Содержимое окна.</p>
        </Modal>
        <Modal
          open={guarded}
          onOpenChange={setGuarded}
          title="Закрыть окно? Данные не сохранятся."
          preventClose
          onClosePrevented={() => setPrevented((n) => n + 1)}
          footer={
            <>
              <Button variant="outline" onClick={() => setGuarded(false)}>
                Закрыть без сохранения
              </Button>
              <Button onClick={() => setGuarded(false)}>Продолжить редактирование</Button>
            </>
          }
        >
          <p>Попыток закрыть: {prevented}</p>
        </Modal>
        <FullscreenModal open={fullscreen} onOpenChange={setFullscreen} title="Оформление заказа">
          <p>Прокрутка страницы под окном заблокирована.</p>
        </FullscreenModal>
        <Modal open={urlModal.open} onOpenChange={urlModal.onOpenChange} title="Окно по адресу" size="sm">
          <p>Открыто параметром ?showcase-modal=true; «Назад» в браузере закрывает его.</p>
        </Modal>
      </Example>
      <Example title="Уведомления: 7500 мс, по центру снизу; ошибка сервера — справа сверху">
        <div className="ui-showcase__row">
          <Button variant="outline" onClick={() => addToast({ message: 'Товар добавлен в корзину', variant: 'success', link: '/basket/' })}>
            Уведомление со ссылкой
          </Button>
          <Button variant="outline" onClick={() => addToast({ title: 'Промокод', message: 'Скидка 5% применена', duration: null })}>
            Без автозакрытия
          </Button>
          <Button
            variant="danger"
            onClick={() =>
              showServerError({
                httpStatus: 500,
                httpStatusText: 'Internal Server Error',
                result: { message: 'База данных недоступна\nподробности в журнале' },
              })
            }
          >
            Ошибка сервера
          </Button>
        </div>
      </Example>
      <Example title="Подсказка, меню действий, список меню">
        <div className="ui-showcase__row">
          <Tooltip content="Цена с НДС 20%">
            <Button variant="ghost" iconOnly iconStart="info" aria-label="Про цену" />
          </Tooltip>
          <ActionMenu
            trigger={
              <Button variant="outline" iconEnd="chevron-down">
                Действия
              </Button>
            }
            items={rowActions}
            onSelect={(code) => addToast({ message: `Выбрано: ${code}` })}
            align="start"
          />
        </div>
        <MenuList label="Меню профиля" items={profileMenu} />
      </Example>
    </ShowcaseSection>
  );
}
