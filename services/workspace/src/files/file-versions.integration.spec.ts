import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import {
  createProject,
  join,
  startWorkspaceHarness,
  type TestProject,
  uploadPending,
} from '../testing/workspace-test-setup';

interface StoredFile {
  id: string;
  fileName: string;
  version: number;
  isLatestVersion: boolean;
}

describe('file versions', () => {
  let harness: ServiceHarness;
  let creator: TestUser;
  let editor: TestUser;
  let project: TestProject;

  beforeAll(async () => {
    harness = await startWorkspaceHarness();
    creator = await harness.createUser();
    editor = await harness.createUser();
    project = await createProject(harness, creator);
    await join(harness, project, editor, 'editor');
  }, 60_000);
  afterAll(() => harness?.stop());

  const confirm = (user: TestUser, key: string, fileName: string) =>
    harness.request(`/api/workspace/projects/${project.id}/files`, {
      method: 'POST',
      as: user,
      body: { key, fileName },
    });

  it('numbers two uploads of one name confirmed at once 1 and 2, exactly one latest', async () => {
    // Three names, each uploaded twice at once, so that a lost race shows on every run.
    const names = ['shot-list.txt', 'call-sheet.txt', 'script.txt'];
    const pairs = [];
    for (const fileName of names) {
      pairs.push({
        fileName,
        first: await uploadPending(harness, project.id, creator, fileName, Buffer.from('A')),
        second: await uploadPending(harness, project.id, editor, fileName, Buffer.from('BB')),
      });
    }

    const answers = await Promise.all(
      pairs.flatMap(({ fileName, first, second }) => [
        confirm(creator, first, fileName),
        confirm(editor, second, fileName),
      ]),
    );

    expect(answers.map((a) => a.status)).toEqual(names.flatMap(() => [201, 201]));
    const files = (
      await harness.request(`/api/workspace/projects/${project.id}/files`, { as: creator })
    ).body as StoredFile[];
    for (const fileName of names) {
      const versions = files.filter((f) => f.fileName === fileName);
      expect({ fileName, versions: versions.map((f) => f.version).sort() }).toEqual({
        fileName,
        versions: [1, 2],
      });
      expect(versions.filter((f) => f.isLatestVersion).map((f) => f.version)).toEqual([2]);
    }
  });
});
