import { ContainerModule } from 'inversify';
import { HttpFieldSetupGateway } from '../adapters/http/field-setup-gateway.http';
import { HttpFormInstanceGateway } from '../adapters/http/form-instance-gateway.http';
import { HttpFormsGateway } from '../adapters/http/forms-gateway.http';
import { HttpStoredPicturesGateway } from '../adapters/http/stored-pictures-gateway.http';
import { FieldSetupGateway } from '../ports/field-setup-gateway.port';
import { FormInstanceGateway } from '../ports/form-instance-gateway.port';
import { FormsGateway } from '../ports/forms-gateway.port';
import { StoredPictures } from '../ports/stored-pictures.port';

/** The HTTP adapters of the forms ports: forms and groups, field setup, form instances, stored pictures (projects: projects.module.ts). */
export const formsHttpModule = new ContainerModule(({ bind }) => {
  bind(HttpFormsGateway).toSelf().inSingletonScope();
  bind(FormsGateway).toService(HttpFormsGateway);
  bind(HttpFieldSetupGateway).toSelf().inSingletonScope();
  bind(FieldSetupGateway).toService(HttpFieldSetupGateway);
  bind(HttpFormInstanceGateway).toSelf().inSingletonScope();
  bind(FormInstanceGateway).toService(HttpFormInstanceGateway);
  bind(HttpStoredPicturesGateway).toSelf().inSingletonScope();
  bind(StoredPictures).toService(HttpStoredPicturesGateway);
});
