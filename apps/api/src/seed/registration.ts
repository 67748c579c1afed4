import type { RegistrationContent } from '@store/contracts';
import type { Db } from '../db/database.ts';
import { saveRegistrationContent } from '../modules/content/registration-content.repository.ts';

const registration: RegistrationContent = {
  title: 'Регистрация',
  description: 'Зарегистрируйтесь, чтобы видеть историю заказов, сохранять спецификации и получать персональные цены.',
  advantages: [
    { id: 1, title: 'Персональный менеджер для каждого клиента', img: '/brand/advantage-manager.svg' },
    { id: 2, title: 'Оптовые цены для компаний и история всех заказов', img: '/brand/advantage-prices.svg' },
    { id: 3, title: 'Несколько корзин и быстрый повтор заказа', img: '/brand/advantage-baskets.svg' },
    { id: 4, title: 'Счета и закрывающие документы в личном кабинете', img: '/brand/advantage-documents.svg' },
  ],
};

export async function seedRegistrationContent(db: Db): Promise<void> {
  await saveRegistrationContent(db, registration);
}
