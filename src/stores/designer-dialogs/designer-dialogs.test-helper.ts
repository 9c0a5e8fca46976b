/**
 * Builds the designer-dialog stores over in-memory fakes, through a container bound like
 * src/composition/designer-dialogs.module.ts: what the view tests pass to <StoresProvider resolve>.
 */
import { Container } from 'inversify';
import { DESIGNER_DIALOG_USE_CASES } from '../../application/designer-dialogs/designer-dialog-use-cases';
import {
  FakeDirectoryGateway,
  FakeFieldSetupGateway,
  FakeFormsGateway,
} from '../../application/designer-dialogs/designer-dialogs.fakes';
import { FakeCustomPatternChecker } from '../../application/testing/fake-custom-pattern-checker';
import { FakeNotifier } from '../../application/testing/fakes';
import { CustomPatternChecker } from '../../ports/custom-pattern-checker.port';
import { Dialogs } from '../../ports/dialogs.port';
import { DirectoryGateway } from '../../ports/directory-gateway.port';
import { FieldSetupGateway } from '../../ports/field-setup-gateway.port';
import { FormsGateway } from '../../ports/forms-gateway.port';
import { Notifier } from '../../ports/notifier.port';
import { DialogStore } from '../platform/dialog.store';
import { DESIGNER_DIALOG_STORES } from './designer-dialog-stores';

export function designerDialogsTestKit() {
  const fieldSetup = new FakeFieldSetupGateway();
  const directory = new FakeDirectoryGateway();
  const forms = new FakeFormsGateway();
  const dialogs = new DialogStore();
  const notifier = new FakeNotifier();
  const patterns = new FakeCustomPatternChecker();
  const container = new Container();
  container.bind(FieldSetupGateway).toConstantValue(fieldSetup);
  container.bind(DirectoryGateway).toConstantValue(directory);
  container.bind(FormsGateway).toConstantValue(forms);
  container.bind(Dialogs).toConstantValue(dialogs);
  container.bind(Notifier).toConstantValue(notifier);
  container.bind(CustomPatternChecker).toConstantValue(patterns);
  for (const useCase of DESIGNER_DIALOG_USE_CASES) container.bind(useCase).toSelf().inSingletonScope();
  for (const store of DESIGNER_DIALOG_STORES) container.bind(store).toSelf().inTransientScope();
  const resolve = <T>(store: new (...args: never[]) => T): T => container.get<T>(store as never);
  return { fieldSetup, directory, forms, dialogs, notifier, patterns, resolve };
}
