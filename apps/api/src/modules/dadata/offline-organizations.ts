import type { OrganizationLookup } from '@store/contracts';
import { withInnCheckDigit, withOgrnCheckDigit } from '@store/contracts';

const company = (name: string, inn9: string, kpp: string, ogrn12: string, director: string, address: string, postalCode: string): OrganizationLookup => ({
  name,
  inn: withInnCheckDigit(inn9),
  kpp,
  ogrn: withOgrnCheckDigit(ogrn12),
  director,
  address,
  postal_code: postalCode,
});

/**
 * Plausible companies (made up, with valid check digits) for the offline organisation look-up, besides the
 * organisations of the store's own database.
 */
export const offlineOrganizations: readonly OrganizationLookup[] = [
  company('ООО «СтройКрепёж»', '772345678', '772301001', '117774600001', 'Соколов Андрей Петрович', 'г Москва, ул Профсоюзная, д 56, офис 12', '117292'),
  company('ООО «МеталлСнаб»', '781234567', '781201001', '118784700002', 'Лебедева Ольга Игоревна', 'г Санкт-Петербург, пр-кт Энгельса, д 33', '194156'),
  company('АО «УралПромМонтаж»', '667312345', '667301001', '116665800003', 'Морозов Виктор Александрович', 'г Екатеринбург, ул Викулова, д 46', '620043'),
  company(
    'ООО «Сибирская монтажная компания»',
    '540612345',
    '540601001',
    '119547600004',
    'Павлов Игорь Николаевич',
    'г Новосибирск, ул Станционная, д 30',
    '630108',
  ),
  company('ООО «КазаньСтройДеталь»', '165812345', '165801001', '115169000005', 'Галиев Ринат Ильдарович', 'г Казань, ул Техническая, д 10', '420054'),
  company('ООО «Волга-Фасад»', '526012345', '526001001', '117527500006', 'Орлова Наталья Сергеевна', 'г Нижний Новгород, ул Родионова, д 165', '603093'),
  company('ПАО «Южный металлоцентр»', '616712345', '616701001', '102616100007', 'Ковалёв Сергей Дмитриевич', 'г Ростов-на-Дону, ул Доватора, д 144', '344103'),
  company('ООО «Крепёж-Сервис Самара»', '631912345', '631901001', '118631300008', 'Никитин Павел Андреевич', 'г Самара, Заводское шоссе, д 11', '443022'),
];
