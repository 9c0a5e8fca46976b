import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { item } from '../../application/cabinet/cabinet.fakes';
import { FolderList, IMAGE_ROW_HEIGHT, ROW_HEIGHT } from './folder-list';

afterEach(cleanup);

// jsdom lays nothing out: the virtualised list reads its box from clientWidth/clientHeight, so give it one.
const box = {
  clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
  clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
};
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
});
afterAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', box.clientHeight!);
  Object.defineProperty(Element.prototype, 'clientWidth', box.clientWidth!);
});

const rowOf = (name: string) =>
  screen.getAllByRole('listitem').find((row) => row.textContent?.includes(name))!;

describe('a picture whose thumbnail does not load (issue 32 #17)', () => {
  it('shows its file-type badge in a row of the plain height, and the rows below move up', () => {
    render(
      <MemoryRouter>
        <FolderList
          items={[
            item({ ItemId: 1, Name: 'Broken.bmp', IsImage: true }),
            item({ ItemId: 2, Name: 'Roof.png', IsImage: true }),
            item({ ItemId: 3, Name: 'Notes.txt' }),
          ]}
          documentTypes={[]}
          folderHref={() => '/'}
          actions={() => null}
          label="Contents of Photos"
          fileOpened={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(rowOf('Broken.bmp').style.height).toBe(`${IMAGE_ROW_HEIGHT}px`);

    fireEvent.error(within(rowOf('Broken.bmp')).getByRole('img', { name: 'Thumbnail of Broken.bmp' }));

    const broken = rowOf('Broken.bmp');
    expect(within(broken).queryByRole('img', { name: /^Thumbnail/ })).toBeNull();
    expect(within(broken).getByRole('img', { name: 'Image' })).toBeTruthy();
    expect(broken.style.height).toBe(`${ROW_HEIGHT}px`);
    expect(rowOf('Roof.png').style.height).toBe(`${IMAGE_ROW_HEIGHT}px`);
    expect(rowOf('Roof.png').style.transform).toBe(`translateY(${ROW_HEIGHT}px)`);
    expect(rowOf('Notes.txt').style.transform).toBe(`translateY(${ROW_HEIGHT + IMAGE_ROW_HEIGHT}px)`);
  });
});
