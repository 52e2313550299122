/** The home page: what the platform offers, and a first step into each product area. */

export const title = 'TensorOpera AI Documentation';
export const description =
  'Documentation of the TensorOpera AI platform and the FedML library: deploy and serve models, launch jobs on any GPU, train and fine-tune, federate learning across organisations and devices.';

interface Area {
  name: string;
  href: string;
  summary: string;
  firstStep: { label: string; href: string };
}

const areas: Area[] = [
  {
    name: 'Platform',
    href: '/platform',
    summary: 'How Studio, Launch, Train, Deploy, Federate and Storage fit together, and which one solves your problem.',
    firstStep: { label: 'Read the platform overview', href: '/platform/overview' },
  },
  {
    name: 'Open Source',
    href: '/open-source',
    summary: 'The FedML library: install it anywhere, drive the platform from the fedml command line or from Python.',
    firstStep: { label: 'Install FedML on Linux', href: '/open-source/installation/linux' },
  },
  {
    name: 'Deploy',
    href: '/deploy',
    summary: 'Turn a model into a scalable inference endpoint on the cloud, on your own GPUs or on your laptop.',
    firstStep: { label: 'Deploy a model in minutes', href: '/deploy/quickstart' },
  },
  {
    name: 'Launch',
    href: '/launch',
    summary: 'Describe a job in one YAML file and run it on the cheapest matching GPUs with a single command.',
    firstStep: { label: 'Install and launch a first job', href: '/launch/on-cloud/install' },
  },
  {
    name: 'Train',
    href: '/train',
    summary: 'Train and fine-tune models, large language models included, on the cloud or on your own cluster.',
    firstStep: { label: 'Train on the TensorOpera cloud', href: '/train/train-on-cloud/train-on-fedml-cloud' },
  },
  {
    name: 'Federate',
    href: '/federate',
    summary: 'Federated learning from simulation to production, across organisations (cross-silo) and devices.',
    firstStep: { label: 'Get started with federated learning', href: '/federate/getting_started' },
  },
  {
    name: 'Storage',
    href: '/storage',
    summary: 'Keep data sets, models and artifacts next to your jobs, from the CLI or the Python API.',
    firstStep: { label: 'Upload your first data set', href: '/storage/cli' },
  },
  {
    name: 'Share & Earn',
    href: '/share-and-earn',
    summary: 'Rent out idle GPUs to the TensorOpera compute network and earn from every job they run.',
    firstStep: { label: 'Check the prerequisites', href: '/share-and-earn/prerequisites' },
  },
];

export default function Home() {
  return (
    <div className="home">
      <section className="home__hero">
        <h1 className="home__title">TensorOpera AI Documentation</h1>
        <p className="home__tagline">
          Build, deploy and scale AI on any GPU, in any cloud or on your own servers, with the TensorOpera AI platform
          and the open-source FedML library.
        </p>
        <div className="home__actions">
          <a className="button button--primary" href="/platform/overview">
            Get started
          </a>
          <a className="button button--secondary" href="/open-source/installation/linux">
            Install FedML
          </a>
        </div>
      </section>
      <section className="home__areas" aria-labelledby="areas-title">
        <h2 id="areas-title" className="home__section-title">
          Product areas
        </h2>
        <ul className="home__grid">
          {areas.map((area) => (
            <li key={area.name} className="home__area">
              <h3>
                <a href={area.href}>{area.name}</a>
              </h3>
              <p>{area.summary}</p>
              <a className="home__first-step" href={area.firstStep.href}>
                {area.firstStep.label} →
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="home__more">
        <h2 className="home__section-title">Also here</h2>
        <p>
          <a href="/community">Community</a> · <a href="/render">Render network</a> · <a href="/category/python-api-reference">Python API reference</a> ·{' '}
          <a href="/category/command-line-interfaces-clis">CLI reference</a> · <a href="/markdown-page">Writing pages in Markdown</a>
        </p>
      </section>
    </div>
  );
}
