import './characteristic-list.css';

/** A product's characteristics as name–value rows, the value on the right: its page's key properties and its quick view. */
export function CharacteristicList({ items }: { items: readonly { code: string; name: string; value: string }[] }) {
  return (
    <dl className="characteristic-list">
      {items.map((item) => (
        <div key={item.code}>
          <dt>{item.name}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
