import { Badge } from '../../badge/badge';
import { Button, type ButtonSize, type ButtonVariant } from '../../button/button';
import { Icon } from '../../icon/icon';
import { Spinner } from '../../spinner/spinner';
import { Example, ShowcaseSection } from '../showcase-section';

const sizes: ButtonSize[] = ['xs', 'sm', 'base', 'l', 'xl'];
const variants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'];

export function BasicsSection() {
  return (
    <ShowcaseSection id="basics" title="Основа">
      <Example title="Кнопки: размеры xs, sm, base, l, xl" wide>
        <div className="ui-showcase__row">
          {sizes.map((size) => (
            <Button key={size} size={size}>
              В корзину {size}
            </Button>
          ))}
        </div>
      </Example>
      <Example title="Кнопки: варианты" wide>
        <div className="ui-showcase__row">
          {variants.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant}
            </Button>
          ))}
        </div>
      </Example>
      <Example title="Кнопки: состояния" wide>
        <div className="ui-showcase__row">
          <Button iconStart="cart">В корзину</Button>
          <Button variant="outline" iconEnd="arrow-right">
            Далее
          </Button>
          <Button loading>Сохранение</Button>
          <Button disabled>Недоступно</Button>
          <Button variant="outline" iconOnly iconStart="heart" aria-label="В избранное" />
          <Button href="#basics" variant="ghost" iconStart="external">
            Ссылка
          </Button>
        </div>
      </Example>
      <Example title="Бейджи: small / large, standard / kubx">
        <div className="ui-showcase__row">
          <Badge>В наличии</Badge>
          <Badge tone="primary">DIN 933</Badge>
          <Badge tone="success">Оплачен</Badge>
          <Badge tone="warning">Под заказ</Badge>
          <Badge tone="danger">Нет</Badge>
          <Badge variant="kubx">Хит</Badge>
        </div>
        <div className="ui-showcase__row">
          <Badge size="large">8.8</Badge>
          <Badge size="large" tone="info">
            Цинк
          </Badge>
          <Badge size="large" variant="kubx">
            −15%
          </Badge>
        </div>
      </Example>
      <Example title="Спиннер: xs 30, sm 50, default 75, lg 100">
        <div className="ui-showcase__row ui-showcase__row--end">
          <Spinner size="xs" />
          <Spinner size="sm" />
          <Spinner />
          <Spinner size="lg" />
        </div>
      </Example>
      <Example title="Иконки">
        <div className="ui-showcase__row">
          {(['cart', 'heart', 'user', 'search', 'truck', 'warehouse', 'calendar', 'upload', 'file', 'phone', 'mail', 'map-pin'] as const).map((name) => (
            <Icon key={name} name={name} size={24} label={name} />
          ))}
        </div>
      </Example>
    </ShowcaseSection>
  );
}
