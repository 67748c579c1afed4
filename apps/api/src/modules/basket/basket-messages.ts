import { basketLimits } from '@store/contracts';

/** The Russian refusals of the basket calls, shared by the services that throw them and the routes that document them. */
export const basketMessages = {
  productNotFound: 'Товар не найден',
  lineNotFound: 'Товар не найден в корзине',
  tooMuch: 'Количество одного товара в корзине — не более 999 999',
  tooManyLines: `В корзине может быть не более ${basketLimits.maxLines} товаров`,
  multiOff: 'Несколько корзин отключены в настройках магазина',
  basketNotFound: 'Корзина не найдена',
  tooManyBaskets: `Можно создать не более ${basketLimits.maxBaskets} корзин`,
  mainNotDeletable: 'Основную корзину нельзя удалить',
  copyToItself: 'Выберите другую корзину, чтобы скопировать в неё товары',
} as const;
