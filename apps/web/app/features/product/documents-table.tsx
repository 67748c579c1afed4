import type { Camelize, ProductDetail } from '@store/contracts';
import { formatFileSize } from '~/ui/file-box/file-rules';

type ProductDocument = Camelize<ProductDetail>['documents'][number];

/** What a buyer calls the file's type. */
const typeLabels: Record<ProductDocument['contentType'], string> = { 'application/pdf': 'PDF', 'image/svg+xml': 'SVG' };

/** The 'Документы' tab: each file's name, type, size (spec §9 units) and a download link; nothing when there are none. */
export function DocumentsTable({ documents }: { documents: ProductDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">Документ</th>
          <th scope="col">Тип</th>
          <th scope="col" className="data-table__number">
            Размер
          </th>
          <th scope="col">
            <span className="ui-visually-hidden">Скачать</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => (
          <tr key={document.id}>
            <td>{document.name}</td>
            <td>{typeLabels[document.contentType]}</td>
            <td className="data-table__number">{formatFileSize(document.size)}</td>
            <td>
              {/* A plain link: the API answers with an attachment, so the browser saves the file. */}
              <a href={document.url} download={document.fileName} aria-label={`Скачать: ${document.name}`}>
                Скачать
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
