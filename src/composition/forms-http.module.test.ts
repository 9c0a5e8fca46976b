import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { HttpFieldSetupGateway } from '../adapters/http/field-setup-gateway.http';
import { HttpFormInstanceGateway } from '../adapters/http/form-instance-gateway.http';
import { HttpFormsGateway } from '../adapters/http/forms-gateway.http';
import { HttpProjectGateway } from '../adapters/http/project-gateway.http';
import { FieldSetupGateway } from '../ports/field-setup-gateway.port';
import { FormInstanceGateway } from '../ports/form-instance-gateway.port';
import { FormsGateway } from '../ports/forms-gateway.port';
import { HttpClient, type HttpResult, type ResponseParser } from '../ports/http-client.port';
import { ProjectGateway } from '../ports/project-gateway.port';
import { formsHttpModule } from './forms-http.module';
import { projectsModule } from './projects.module';

/** Records each call as [verb, path, body or query] and answers with what the parser makes of `answer`. */
function recordingClient(answer: unknown) {
  const calls: unknown[][] = [];
  const reply = <T>(parse: ResponseParser<T>): Promise<HttpResult<T>> => {
    const data = parse(answer);
    return Promise.resolve(
      data === null
        ? { ok: false, failure: { kind: 'invalid-response', status: 200, detail: '' } }
        : { ok: true, status: 200, data },
    );
  };
  const client: HttpClient = {
    get: (path, parse, query) => (calls.push(['get', path, query]), reply(parse)),
    command: (path, body, parse) => (calls.push(['command', path, body]), reply(parse)),
    create: (path, body, parse) => (calls.push(['create', path, body]), reply(parse)),
    update: (path, body, parse) => (calls.push(['update', path, body]), reply(parse)),
    remove: (path, body, parse) => (calls.push(['remove', path, body]), reply(parse)),
  };
  return { client, calls };
}

function containerWith(client: HttpClient) {
  const container = new Container();
  container.bind(HttpClient).toConstantValue(client);
  container.load(formsHttpModule, projectsModule);
  return container;
}

describe('formsHttpModule', () => {
  it('binds each forms port to its HTTP adapter, one instance each', () => {
    const container = containerWith(recordingClient({}).client);
    expect(container.get(FormsGateway)).toBeInstanceOf(HttpFormsGateway);
    expect(container.get(FieldSetupGateway)).toBeInstanceOf(HttpFieldSetupGateway);
    expect(container.get(FormInstanceGateway)).toBeInstanceOf(HttpFormInstanceGateway);
    expect(container.get(ProjectGateway)).toBeInstanceOf(HttpProjectGateway);
    expect(container.get(FormsGateway)).toBe(container.get(HttpFormsGateway));
  });

  it('sends a new field without its id, and a template deletion with the id in the path', async () => {
    const { client, calls } = recordingClient({});
    const gateway = containerWith(client).get<FieldSetupGateway>(FieldSetupGateway);
    await gateway.create(
      { FieldDefinitionId: 0, FormId: 202, TypeId: 1, Name: 'Notes', Sequence: 3, ColSpan: 1 },
      true,
    );
    await gateway.deleteTemplate(400);
    expect(calls).toEqual([
      [
        'create',
        'fieldsetup',
        { Field: { FormId: 202, TypeId: 1, Name: 'Notes', Sequence: 3, ColSpan: 1 }, SaveAsTemplate: true },
      ],
      ['command', 'fieldsetup/DeleteTemplate?id=400', {}],
    ]);
  });

  it('turns a malformed answer into a failure instead of passing it on', async () => {
    const { client } = recordingClient({ InstanceId: '300' });
    const result = await containerWith(client)
      .get<FormInstanceGateway>(FormInstanceGateway)
      .cloneForm(100, 202);
    expect(result).toMatchObject({ ok: false, failure: { kind: 'invalid-response' } });
  });
});
