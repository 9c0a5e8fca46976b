import { Link } from 'react-router-dom';
import { routeId } from '../../domain/cabinet/cabinet-paths';

/** Route parameters as ids (null for one that is not a whole positive number). */
export function routeNumbers(...params: Array<string | undefined>): Array<number | null> {
  return params.map(routeId);
}

/** A folder or item that does not exist (or not any more). */
export function CabinetNotFound() {
  return (
    <section>
      <p className="notice" role="alert">
        This folder or file does not exist, or it was moved or deleted.{' '}
        <Link to="/cabinet/list">Back to the cabinets</Link>
      </p>
    </section>
  );
}
