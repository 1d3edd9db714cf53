import type { NamedEntity } from './entity-match';
import type { AssistantToolArgs, ParsedRequest } from './grammar';

/**
 * A BLIND held-out set for the rules provider (issue 30, docs/assistant.md "Evaluation").
 *
 * Written from the tool list only (packages/core/src/assistant/tool-specs.ts, docs/assistant.md and
 * the exported types at the top of grammar.ts) BEFORE reading the grammar's patterns or its labelled
 * set, as real users type: typos, no accents, informal, the demo's advertisers and campaigns.
 * Do not tune the grammar on single phrases of this set; when a phrasing is added here after the
 * grammar saw it, say so in the commit. `expected: null` = out of the tools' reach: the provider must
 * say it did not understand (a delete, small talk), never act.
 *
 * Scoring (held-out.test.ts, bench/assistant): the tool must match; each expected argument must match
 * (names compared after normalisation and dropping leading "campanha"/"anunciante"/articles;
 * metrics: the expected ones must be among those returned; suggest_audiences' description: the
 * expected key phrase must be inside the returned description); a returned `name` or `status` the
 * set did not expect is wrong (it would act on, or list, something else).
 */
export interface HeldOutRequest {
  text: string;
  lang: 'pt-BR' | 'en' | 'es';
  expected: ParsedRequest | null;
}

/** The day the set's relative dates ("fim do mês", "sexta") are read against: a Wednesday. */
export const heldOutToday = '2026-11-18';

const mk =
  (lang: HeldOutRequest['lang']) =>
  (text: string, tool: ParsedRequest['tool'] | null, args: AssistantToolArgs = {}): HeldOutRequest => ({
    text,
    lang,
    expected: tool === null ? null : { tool, args },
  });
const pt = mk('pt-BR');
const en = mk('en');
const es = mk('es');

export const heldOutRequests: HeldOutRequest[] = [
  // ---------------------------------------------------------------- pt-BR: report
  pt('quanto gastei ontem?', 'report', { period: 'yesterday', metrics: ['spend'] }),
  pt('quanto eu gastei hj', 'report', { period: 'today', metrics: ['spend'] }),
  pt('qto gastei essa semana com o cafe serra azul', 'report', {
    name: 'cafe serra azul',
    period: 'this_week',
    metrics: ['spend'],
  }),
  pt('gasto do mes passado da otica visao clara', 'report', {
    name: 'otica visao clara',
    period: 'last_month',
    metrics: ['spend'],
  }),
  pt('quantos cliques a campanha natal em familia teve ontem', 'report', {
    name: 'natal em familia',
    period: 'yesterday',
    metrics: ['clicks'],
  }),
  pt('impressoes dos ultimos 7 dias', 'report', { period: 'last_7_days', metrics: ['impressions'] }),
  pt('me mostra as impressões de hoje do spot cafe da manha', 'report', {
    name: 'spot cafe da manha',
    period: 'today',
    metrics: ['impressions'],
  }),
  pt('qual o ctr do push black friday nos ultimos 30 dias', 'report', {
    name: 'push black friday',
    period: 'last_30_days',
    metrics: ['ctr'],
  }),
  pt('quantas conversoes tive este mes', 'report', { period: 'this_month', metrics: ['conversions'] }),
  pt('cpc da busca de marca ontem', 'report', {
    name: 'busca de marca',
    period: 'yesterday',
    metrics: ['cpc'],
  }),
  pt('qual foi o cpm do lançamento torra especial essa semana?', 'report', {
    name: 'lancamento torra especial',
    period: 'this_week',
    metrics: ['cpm'],
  }),
  pt('quanto a otica visao clara gastou nos ultimos 15 dias', 'report', {
    name: 'otica visao clara',
    period: 'last_15_days',
    metrics: ['spend'],
  }),
  pt('relatorio de gastos do mes', 'report', { period: 'this_month', metrics: ['spend'] }),
  pt('quanto ja foi gasto hoje', 'report', { period: 'today', metrics: ['spend'] }),
  pt('gastos de ontem', 'report', { period: 'yesterday', metrics: ['spend'] }),
  pt('qnto gastamos no mes passado?', 'report', { period: 'last_month', metrics: ['spend'] }),
  pt('quanto essa campanha gastou ontem', 'report', { period: 'yesterday', metrics: ['spend'] }),
  pt('quantos cliques essa campanha teve hoje', 'report', { period: 'today', metrics: ['clicks'] }),
  pt('cliques e impressoes do exame de vista gratuito na semana', 'report', {
    name: 'exame de vista gratuito',
    period: 'this_week',
    metrics: ['clicks', 'impressions'],
  }),
  pt('quanto investi no cafe serra azul nos ultimos 30 dias', 'report', {
    name: 'cafe serra azul',
    period: 'last_30_days',
    metrics: ['spend'],
  }),
  pt('qual o custo por clique da campanha oculos de sol verao', 'report', {
    name: 'oculos de sol verao',
    metrics: ['cpc'],
  }),
  pt('taxa de cliques do spot dia nacional do cafe ontem', 'report', {
    name: 'spot dia nacional do cafe',
    period: 'yesterday',
    metrics: ['ctr'],
  }),
  pt('como foi a campanha natal em familia ontem?', 'report', {
    name: 'natal em familia',
    period: 'yesterday',
  }),
  pt('desempenho da otica visao clara este mes', 'report', {
    name: 'otica visao clara',
    period: 'this_month',
  }),
  pt('resultados de hoje', 'report', { period: 'today' }),
  pt('quantas vendas o cafe serra azul fez na ultima semana', 'report', {
    name: 'cafe serra azul',
    period: 'last_7_days',
    metrics: ['conversions'],
  }),
  pt('qto gastei nos ultimos 7 dias', 'report', { period: 'last_7_days', metrics: ['spend'] }),
  pt('total gasto esse mes com a busca de marca', 'report', {
    name: 'busca de marca',
    period: 'this_month',
    metrics: ['spend'],
  }),
  pt('me da o investimento de ontem', 'report', { period: 'yesterday', metrics: ['spend'] }),
  pt('quanto custou a campanha push black friday no mes passado', 'report', {
    name: 'push black friday',
    period: 'last_month',
    metrics: ['spend'],
  }),
  pt('impressões e cliques de hoje', 'report', { period: 'today', metrics: ['impressions', 'clicks'] }),
  pt('quantas pessoas clicaram ontem no lancamento torra especial', 'report', {
    name: 'lancamento torra especial',
    period: 'yesterday',
    metrics: ['clicks'],
  }),
  pt('numero de conversoes dos ultimos 15 dias', 'report', {
    period: 'last_15_days',
    metrics: ['conversions'],
  }),
  pt('quanto gastei ontem com o Café Serra Azul?', 'report', {
    name: 'cafe serra azul',
    period: 'yesterday',
    metrics: ['spend'],
  }),
  pt('gasto de hj do pacote gerenciado', 'report', {
    name: 'pacote gerenciado',
    period: 'today',
    metrics: ['spend'],
  }),
  pt('quanto gastei com cafes especiais instagram e facebook esse mes', 'report', {
    name: 'cafes especiais instagram e facebook',
    period: 'this_month',
    metrics: ['spend'],
  }),
  pt('ctr de ontem', 'report', { period: 'yesterday', metrics: ['ctr'] }),
  pt('cpm dos ultimos 30 dias', 'report', { period: 'last_30_days', metrics: ['cpm'] }),
  pt('quanto gastei semana passada', 'report', { period: 'last_7_days', metrics: ['spend'] }),
  pt('me diz quanto gastei hoje na campanha exame de vista gratuito', 'report', {
    name: 'exame de vista gratuito',
    period: 'today',
    metrics: ['spend'],
  }),
  pt('quanto gastou a spot cafe da manha nos ultimos 15 dias?', 'report', {
    name: 'spot cafe da manha',
    period: 'last_15_days',
    metrics: ['spend'],
  }),
  pt('impressoes do mes passado do cafe serra azul', 'report', {
    name: 'cafe serra azul',
    period: 'last_month',
    metrics: ['impressions'],
  }),
  pt('qnts impressoes tive hoje', 'report', { period: 'today', metrics: ['impressions'] }),
  pt('quero ver o gasto desse mes', 'report', { period: 'this_month', metrics: ['spend'] }),
  pt('quanto ja gastei no total esse mes?', 'report', { period: 'this_month', metrics: ['spend'] }),

  // ---------------------------------------------------------------- pt-BR: find_campaigns
  pt('quais campanhas estao ativas', 'find_campaigns', { status: 'active' }),
  pt('lista minhas campanhas', 'find_campaigns'),
  pt('mostra as campanhas pausadas', 'find_campaigns', { status: 'paused' }),
  pt('tem alguma campanha em rascunho?', 'find_campaigns', { status: 'draft' }),
  pt('quais campanhas ja terminaram', 'find_campaigns', { status: 'finished' }),
  pt('campanhas do cafe serra azul', 'find_campaigns', { name: 'cafe serra azul' }),
  pt('me mostra as campanhas da otica visao clara', 'find_campaigns', { name: 'otica visao clara' }),
  pt('cade a campanha natal em familia', 'find_campaigns', { name: 'natal em familia' }),
  pt('procura a campanha busca de marca', 'find_campaigns', { name: 'busca de marca' }),
  pt('quais campanhas estão rodando agora?', 'find_campaigns', { status: 'active' }),
  pt('ver todas as campanhas', 'find_campaigns'),
  pt('campanhas encerradas', 'find_campaigns', { status: 'finished' }),
  pt('quais sao os rascunhos', 'find_campaigns', { status: 'draft' }),
  pt('minhas campanhas ativas do cafe serra azul', 'find_campaigns', {
    name: 'cafe serra azul',
    status: 'active',
  }),
  pt('encontre a campanha push black friday', 'find_campaigns', { name: 'push black friday' }),
  pt('campanhas pausadas da otica', 'find_campaigns', { name: 'otica', status: 'paused' }),
  pt('quantas campanhas eu tenho?', 'find_campaigns'),
  pt('listar campanhas finalizadas', 'find_campaigns', { status: 'finished' }),
  pt('tem campanha pausada?', 'find_campaigns', { status: 'paused' }),
  pt('quais campanhas no ar', 'find_campaigns', { status: 'active' }),

  // ---------------------------------------------------------------- pt-BR: find_advertisers
  pt('lista os anunciantes', 'find_advertisers'),
  pt('quais sao meus clientes', 'find_advertisers'),
  pt('mostra meus anunciantes', 'find_advertisers'),
  pt('procura o anunciante amigo fiel', 'find_advertisers', { name: 'amigo fiel' }),
  pt('quantos anunciantes temos', 'find_advertisers'),
  pt('encontra o anunciante padaria nova', 'find_advertisers', { name: 'padaria nova' }),
  pt('ver anunciantes', 'find_advertisers'),
  pt('quem sao os anunciantes da conta?', 'find_advertisers'),
  pt('dados do anunciante otica visao clara', 'find_advertisers', { name: 'otica visao clara' }),
  pt('lista de clientes', 'find_advertisers'),

  // ---------------------------------------------------------------- pt-BR: balance
  pt('qual meu saldo', 'balance'),
  pt('quanto tenho de saldo?', 'balance'),
  pt('saldo do cafe serra azul', 'balance', { name: 'cafe serra azul' }),
  pt('quanto de credito a otica visao clara ainda tem', 'balance', { name: 'otica visao clara' }),
  pt('qual o saldo da carteira', 'balance'),
  pt('quanto sobrou na carteira do amigo fiel pet', 'balance', { name: 'amigo fiel pet' }),
  pt('saldo disponivel', 'balance'),
  pt('quanto dinheiro tenho na plataforma', 'balance'),
  pt('ainda tenho saldo pra rodar campanha?', 'balance'),
  pt('qual o saldo de cada anunciante', 'balance'),
  pt('saldo da padaria nova', 'balance', { name: 'padaria nova' }),
  pt('me fala o saldo', 'balance'),

  // ---------------------------------------------------------------- pt-BR: statement
  pt('extrato do cafe serra azul', 'statement', { name: 'cafe serra azul' }),
  pt('mostra o extrato', 'statement'),
  pt('ultimos lancamentos da carteira', 'statement'),
  pt('quero ver o extrato da otica visao clara', 'statement', { name: 'otica visao clara' }),
  pt('movimentacoes da carteira do amigo fiel pet', 'statement', { name: 'amigo fiel pet' }),
  pt('extrato da empresa', 'statement'),
  pt('me manda o extrato da conta', 'statement'),
  pt('historico de lancamentos do cafe serra azul', 'statement', { name: 'cafe serra azul' }),
  pt('quais foram as ultimas movimentacoes', 'statement'),
  pt('extrato', 'statement'),

  // ---------------------------------------------------------------- pt-BR: explain_delivery
  pt('por que a campanha natal em familia nao esta entregando', 'explain_delivery', {
    name: 'natal em familia',
  }),
  pt('pq minha campanha nao roda', 'explain_delivery'),
  pt('porque o spot cafe da manha nao tem impressoes', 'explain_delivery', {
    name: 'spot cafe da manha',
  }),
  pt('a campanha busca de marca parou de entregar, o que houve?', 'explain_delivery', {
    name: 'busca de marca',
  }),
  pt('por que essa campanha não está rodando?', 'explain_delivery'),
  pt('o push black friday nao ta entregando', 'explain_delivery', { name: 'push black friday' }),
  pt('minha campanha nao gasta nada, por que?', 'explain_delivery'),
  pt('por que o exame de vista gratuito nao aparece', 'explain_delivery', {
    name: 'exame de vista gratuito',
  }),
  pt('o que impede a campanha lancamento torra especial de entregar', 'explain_delivery', {
    name: 'lancamento torra especial',
  }),
  pt('essa campanha ta sem entrega pq?', 'explain_delivery'),
  pt('campanha oculos de sol verao sem impressoes, por que', 'explain_delivery', {
    name: 'oculos de sol verao',
  }),
  pt('nao esta entregando', 'explain_delivery'),

  // ---------------------------------------------------------------- pt-BR: suggest_audiences
  pt('sugere publicos para o amigo fiel pet', 'suggest_audiences', { name: 'amigo fiel pet' }),
  pt('quais audiencias usar para a padaria nova', 'suggest_audiences', { name: 'padaria nova' }),
  pt('me da ideias de publico pro cafe serra azul', 'suggest_audiences', { name: 'cafe serra azul' }),
  pt('que publico eu uso nessa campanha?', 'suggest_audiences'),
  pt('sugestao de audiencia para a otica visao clara', 'suggest_audiences', {
    name: 'otica visao clara',
  }),
  pt('qual publico indicado para uma loja de roupas infantis', 'suggest_audiences', {
    description: 'roupas infantis',
  }),
  pt('sugira segmentos para uma academia de crossfit em curitiba', 'suggest_audiences', {
    description: 'academia de crossfit',
  }),
  pt('ideias de publico-alvo', 'suggest_audiences'),
  pt('quais segmentos combinam com uma pizzaria delivery', 'suggest_audiences', {
    description: 'pizzaria delivery',
  }),
  pt('recomende audiencias para o amigo fiel', 'suggest_audiences', { name: 'amigo fiel' }),
  pt('pra quem devo anunciar?', 'suggest_audiences'),
  pt('sugestoes de publico', 'suggest_audiences'),

  // ---------------------------------------------------------------- pt-BR: help
  pt('como faço pra pagar com pix', 'help', { topic: 'payments' }),
  pt('como adiciono saldo', 'help', { topic: 'payments' }),
  pt('como gerar boleto', 'help', { topic: 'payments' }),
  pt('como sacar meu saldo', 'help', { topic: 'withdrawals' }),
  pt('quero resgatar o dinheiro da carteira, como faz?', 'help', { topic: 'withdrawals' }),
  pt('como instalar o pixel no meu site', 'help', { topic: 'pixels' }),
  pt('ajuda com pixel', 'help', { topic: 'pixels' }),
  pt('como convidar um usuario', 'help', { topic: 'users' }),
  pt('como adicionar outra pessoa na conta', 'help', { topic: 'users' }),
  pt('qual o tamanho do banner?', 'help', { topic: 'creatives' }),
  pt('como subir um criativo', 'help', { topic: 'creatives' }),
  pt('como exportar relatorio', 'help', { topic: 'reports' }),
  pt('ajuda com relatorios', 'help', { topic: 'reports' }),
  pt('o que é publico personalizado?', 'help', { topic: 'audiences' }),
  pt('como funcionam as audiencias', 'help', { topic: 'audiences' }),
  pt('como funciona uma campanha', 'help', { topic: 'campaigns' }),
  pt('ajuda', 'help', { topic: 'general' }),
  pt('preciso de ajuda', 'help', { topic: 'general' }),

  // ---------------------------------------------------------------- pt-BR: pause_campaign
  pt('pausa a campanha natal em familia', 'pause_campaign', { name: 'natal em familia' }),
  pt('pausar o spot cafe da manha', 'pause_campaign', { name: 'spot cafe da manha' }),
  pt('pause essa campanha', 'pause_campaign'),
  pt('para a campanha push black friday', 'pause_campaign', { name: 'push black friday' }),
  pt('desliga a campanha busca de marca', 'pause_campaign', { name: 'busca de marca' }),
  pt('da um pause no lancamento torra especial', 'pause_campaign', { name: 'lancamento torra especial' }),
  pt('pausa essa', 'pause_campaign'),
  pt('quero pausar a campanha exame de vista gratuito', 'pause_campaign', {
    name: 'exame de vista gratuito',
  }),
  pt('pode pausar a oculos de sol verao?', 'pause_campaign', { name: 'oculos de sol verao' }),
  pt('suspende a campanha spot dia nacional do cafe', 'pause_campaign', {
    name: 'spot dia nacional do cafe',
  }),
  pt('pausa a canpanha natal em familia pfv', 'pause_campaign', { name: 'natal em familia' }),
  pt('interrompe essa campanha', 'pause_campaign'),

  // ---------------------------------------------------------------- pt-BR: activate_campaign
  pt('ativa a campanha natal em familia', 'activate_campaign', { name: 'natal em familia' }),
  pt('reativar o spot cafe da manha', 'activate_campaign', { name: 'spot cafe da manha' }),
  pt('despausa essa campanha', 'activate_campaign'),
  pt('liga de novo a campanha push black friday', 'activate_campaign', { name: 'push black friday' }),
  pt('retomar a busca de marca', 'activate_campaign', { name: 'busca de marca' }),
  pt('volta a rodar o lancamento torra especial', 'activate_campaign', {
    name: 'lancamento torra especial',
  }),
  pt('ative essa campanha', 'activate_campaign'),
  pt('quero reativar a campanha exame de vista gratuito', 'activate_campaign', {
    name: 'exame de vista gratuito',
  }),
  pt('pode ativar a oculos de sol verao', 'activate_campaign', { name: 'oculos de sol verao' }),
  pt('liga a campanha', 'activate_campaign'),

  // ---------------------------------------------------------------- pt-BR: change_budget
  pt('muda o orcamento da natal em familia pra 5 mil', 'change_budget', {
    name: 'natal em familia',
    amount: '500000',
  }),
  pt('aumenta o orçamento do spot cafe da manha para R$ 12.000', 'change_budget', {
    name: 'spot cafe da manha',
    amount: '1200000',
  }),
  pt('coloca o budget da busca de marca em 3500 reais', 'change_budget', {
    name: 'busca de marca',
    amount: '350000',
  }),
  pt('orcamento dessa campanha para R$ 2.500,50', 'change_budget', { amount: '250050' }),
  pt('diminui o orçamento da push black friday pra 800 reais', 'change_budget', {
    name: 'push black friday',
    amount: '80000',
  }),
  pt('alterar orcamento do lancamento torra especial para 10000', 'change_budget', {
    name: 'lancamento torra especial',
    amount: '1000000',
  }),
  pt('quero mudar a verba da campanha exame de vista gratuito pra R$ 1.500', 'change_budget', {
    name: 'exame de vista gratuito',
    amount: '150000',
  }),
  pt('sobe o orcamento dessa campanha pra 7 mil reais', 'change_budget', { amount: '700000' }),
  pt('reduz o orcamento da oculos de sol verao para 2000', 'change_budget', {
    name: 'oculos de sol verao',
    amount: '200000',
  }),
  pt('orçamento total de 4.000 reais na natal em familia', 'change_budget', {
    name: 'natal em familia',
    amount: '400000',
  }),
  pt('muda o budget pra 1200', 'change_budget', { amount: '120000' }),
  pt('ajusta o orcamento da spot dia nacional do cafe para r$ 950,00', 'change_budget', {
    name: 'spot dia nacional do cafe',
    amount: '95000',
  }),

  // ---------------------------------------------------------------- pt-BR: change_end_date
  pt('muda a data final da natal em familia para 20/12', 'change_end_date', {
    name: 'natal em familia',
    end_date: '2026-12-20',
  }),
  pt('estende a campanha busca de marca ate 31/12/2026', 'change_end_date', {
    name: 'busca de marca',
    end_date: '2026-12-31',
  }),
  pt('prorroga essa campanha ate 15/01/2027', 'change_end_date', { end_date: '2027-01-15' }),
  pt('termina o spot cafe da manha em 30/11', 'change_end_date', {
    name: 'spot cafe da manha',
    end_date: '2026-11-30',
  }),
  pt('alterar a data de termino do push black friday para 28/11/2026', 'change_end_date', {
    name: 'push black friday',
    end_date: '2026-11-28',
  }),
  pt('quero que a campanha exame de vista gratuito va ate 10/12', 'change_end_date', {
    name: 'exame de vista gratuito',
    end_date: '2026-12-10',
  }),
  pt('data de fim dessa campanha: 05/12/2026', 'change_end_date', { end_date: '2026-12-05' }),
  pt('encerrar a lancamento torra especial no dia 25/12', 'change_end_date', {
    name: 'lancamento torra especial',
    end_date: '2026-12-25',
  }),
  pt('estica essa campanha ate o fim do mes', 'change_end_date', { end_date: '2026-11-30' }),
  pt('mudar o fim da campanha oculos de sol verao pra 31 de janeiro de 2027', 'change_end_date', {
    name: 'oculos de sol verao',
    end_date: '2027-01-31',
  }),

  // ---------------------------------------------------------------- pt-BR: out of reach
  pt('apaga a campanha natal em familia', null),
  pt('exclui o anunciante padaria nova', null),
  pt('bom dia', null),
  pt('me conta uma piada', null),
  pt('qual a previsao do tempo pra amanha', null),
  pt('obrigado!', null),

  // ---------------------------------------------------------------- en
  en('how much did I spend yesterday?', 'report', { period: 'yesterday', metrics: ['spend'] }),
  en('spend today for cafe serra azul', 'report', {
    name: 'cafe serra azul',
    period: 'today',
    metrics: ['spend'],
  }),
  en('how many clicks did natal em familia get this week', 'report', {
    name: 'natal em familia',
    period: 'this_week',
    metrics: ['clicks'],
  }),
  en('impressions last 7 days', 'report', { period: 'last_7_days', metrics: ['impressions'] }),
  en("what's the ctr of push black friday last month", 'report', {
    name: 'push black friday',
    period: 'last_month',
    metrics: ['ctr'],
  }),
  en('conversions this month', 'report', { period: 'this_month', metrics: ['conversions'] }),
  en('cpc for busca de marca over the last 30 days', 'report', {
    name: 'busca de marca',
    period: 'last_30_days',
    metrics: ['cpc'],
  }),
  en('how much have we spent in the last 15 days', 'report', {
    period: 'last_15_days',
    metrics: ['spend'],
  }),
  en('how did this campaign do yesterday', 'report', { period: 'yesterday' }),
  en('show me cpm for today', 'report', { period: 'today', metrics: ['cpm'] }),
  en('list my campaigns', 'find_campaigns'),
  en('which campaigns are active', 'find_campaigns', { status: 'active' }),
  en('show paused campaigns', 'find_campaigns', { status: 'paused' }),
  en('any drafts?', 'find_campaigns', { status: 'draft' }),
  en('campaigns for otica visao clara', 'find_campaigns', { name: 'otica visao clara' }),
  en('find the campaign spot cafe da manha', 'find_campaigns', { name: 'spot cafe da manha' }),
  en('list advertisers', 'find_advertisers'),
  en('show me my clients', 'find_advertisers'),
  en('find advertiser amigo fiel pet', 'find_advertisers', { name: 'amigo fiel pet' }),
  en("what's my balance", 'balance'),
  en('balance for cafe serra azul', 'balance', { name: 'cafe serra azul' }),
  en('how much credit does otica visao clara have left', 'balance', { name: 'otica visao clara' }),
  en('show the statement', 'statement'),
  en('statement for padaria nova', 'statement', { name: 'padaria nova' }),
  en('latest wallet transactions', 'statement'),
  en("why isn't natal em familia delivering?", 'explain_delivery', { name: 'natal em familia' }),
  en('why is this campaign not running', 'explain_delivery'),
  en('my campaign has no impressions, why?', 'explain_delivery'),
  en('suggest audiences for amigo fiel pet', 'suggest_audiences', { name: 'amigo fiel pet' }),
  en('audience ideas for a bakery in sao paulo', 'suggest_audiences', { description: 'bakery' }),
  en('which segments should I target?', 'suggest_audiences'),
  en('how do I pay with pix', 'help', { topic: 'payments' }),
  en('how to install the pixel', 'help', { topic: 'pixels' }),
  en('how do I invite a user', 'help', { topic: 'users' }),
  en('how do i withdraw my balance', 'help', { topic: 'withdrawals' }),
  en('banner sizes?', 'help', { topic: 'creatives' }),
  en('help', 'help', { topic: 'general' }),
  en('pause natal em familia', 'pause_campaign', { name: 'natal em familia' }),
  en('please pause this campaign', 'pause_campaign'),
  en('stop the campaign push black friday', 'pause_campaign', { name: 'push black friday' }),
  en('resume busca de marca', 'activate_campaign', { name: 'busca de marca' }),
  en('activate this campaign', 'activate_campaign'),
  en('turn spot cafe da manha back on', 'activate_campaign', { name: 'spot cafe da manha' }),
  en('set the budget of natal em familia to R$ 5,000', 'change_budget', {
    name: 'natal em familia',
    amount: '500000',
  }),
  en('increase the budget of this campaign to 3000', 'change_budget', { amount: '300000' }),
  en('lower busca de marca budget to 1500 reais', 'change_budget', {
    name: 'busca de marca',
    amount: '150000',
  }),
  en('extend natal em familia until 2026-12-20', 'change_end_date', {
    name: 'natal em familia',
    end_date: '2026-12-20',
  }),
  en('change the end date of this campaign to 12/31/2026', 'change_end_date', {
    end_date: '2026-12-31',
  }),
  en('end push black friday on november 30', 'change_end_date', {
    name: 'push black friday',
    end_date: '2026-11-30',
  }),
  en('how much did otica visao clara spend this week?', 'report', {
    name: 'otica visao clara',
    period: 'this_week',
    metrics: ['spend'],
  }),
  en('clicks yesterday', 'report', { period: 'yesterday', metrics: ['clicks'] }),
  en('show finished campaigns', 'find_campaigns', { status: 'finished' }),
  en('whats the balance of each advertiser', 'balance'),
  en('how do I export a report', 'help', { topic: 'reports' }),
  en('delete the campaign natal em familia', null),
  en('tell me a joke', null),

  // ---------------------------------------------------------------- es
  es('cuanto gaste ayer?', 'report', { period: 'yesterday', metrics: ['spend'] }),
  es('gasto de hoy de cafe serra azul', 'report', {
    name: 'cafe serra azul',
    period: 'today',
    metrics: ['spend'],
  }),
  es('cuantos clics tuvo natal em familia esta semana', 'report', {
    name: 'natal em familia',
    period: 'this_week',
    metrics: ['clicks'],
  }),
  es('impresiones de los ultimos 7 dias', 'report', { period: 'last_7_days', metrics: ['impressions'] }),
  es('cual es el ctr de push black friday el mes pasado', 'report', {
    name: 'push black friday',
    period: 'last_month',
    metrics: ['ctr'],
  }),
  es('conversiones de este mes', 'report', { period: 'this_month', metrics: ['conversions'] }),
  es('cpc de busca de marca en los ultimos 30 dias', 'report', {
    name: 'busca de marca',
    period: 'last_30_days',
    metrics: ['cpc'],
  }),
  es('cuanto hemos gastado en los ultimos 15 dias', 'report', {
    period: 'last_15_days',
    metrics: ['spend'],
  }),
  es('como le fue a esta campaña ayer', 'report', { period: 'yesterday' }),
  es('cpm de hoy', 'report', { period: 'today', metrics: ['cpm'] }),
  es('lista mis campañas', 'find_campaigns'),
  es('que campañas estan activas', 'find_campaigns', { status: 'active' }),
  es('muestreme las campañas pausadas', 'find_campaigns', { status: 'paused' }),
  es('hay borradores?', 'find_campaigns', { status: 'draft' }),
  es('campañas de otica visao clara', 'find_campaigns', { name: 'otica visao clara' }),
  es('busque la campaña spot cafe da manha', 'find_campaigns', { name: 'spot cafe da manha' }),
  es('lista de anunciantes', 'find_advertisers'),
  es('muestreme mis clientes', 'find_advertisers'),
  es('busque el anunciante amigo fiel pet', 'find_advertisers', { name: 'amigo fiel pet' }),
  es('cual es mi saldo', 'balance'),
  es('saldo de cafe serra azul', 'balance', { name: 'cafe serra azul' }),
  es('cuanto credito le queda a otica visao clara', 'balance', { name: 'otica visao clara' }),
  es('muestreme el extracto', 'statement'),
  es('extracto de padaria nova', 'statement', { name: 'padaria nova' }),
  es('ultimos movimientos de la billetera', 'statement'),
  es('por que natal em familia no esta entregando?', 'explain_delivery', { name: 'natal em familia' }),
  es('por que esta campaña no corre', 'explain_delivery'),
  es('mi campaña no tiene impresiones, por que?', 'explain_delivery'),
  es('sugiera audiencias para amigo fiel pet', 'suggest_audiences', { name: 'amigo fiel pet' }),
  es('ideas de publico para una panaderia en lima', 'suggest_audiences', { description: 'panaderia' }),
  es('que segmentos deberia usar?', 'suggest_audiences'),
  es('como pago con pix', 'help', { topic: 'payments' }),
  es('como instalo el pixel', 'help', { topic: 'pixels' }),
  es('como invito a un usuario', 'help', { topic: 'users' }),
  es('como retiro mi saldo', 'help', { topic: 'withdrawals' }),
  es('tamaños de banner?', 'help', { topic: 'creatives' }),
  es('ayuda', 'help', { topic: 'general' }),
  es('pause natal em familia', 'pause_campaign', { name: 'natal em familia' }),
  es('pause esta campaña por favor', 'pause_campaign'),
  es('detenga la campaña push black friday', 'pause_campaign', { name: 'push black friday' }),
  es('reanude busca de marca', 'activate_campaign', { name: 'busca de marca' }),
  es('active esta campaña', 'activate_campaign'),
  es('vuelva a encender spot cafe da manha', 'activate_campaign', { name: 'spot cafe da manha' }),
  es('cambie el presupuesto de natal em familia a R$ 5.000', 'change_budget', {
    name: 'natal em familia',
    amount: '500000',
  }),
  es('suba el presupuesto de esta campaña a 3000', 'change_budget', { amount: '300000' }),
  es('baje el presupuesto de busca de marca a 1500 reales', 'change_budget', {
    name: 'busca de marca',
    amount: '150000',
  }),
  es('extienda natal em familia hasta el 20/12', 'change_end_date', {
    name: 'natal em familia',
    end_date: '2026-12-20',
  }),
  es('cambie la fecha de fin de esta campaña al 31/12/2026', 'change_end_date', {
    end_date: '2026-12-31',
  }),
  es('termine push black friday el 30 de noviembre', 'change_end_date', {
    name: 'push black friday',
    end_date: '2026-11-30',
  }),
  es('cuanto gasto otica visao clara esta semana?', 'report', {
    name: 'otica visao clara',
    period: 'this_week',
    metrics: ['spend'],
  }),
  es('clics de ayer', 'report', { period: 'yesterday', metrics: ['clicks'] }),
  es('como exporto un reporte', 'help', { topic: 'reports' }),
  es('borre la campaña natal em familia', null),
  es('cuenteme un chiste', null),
];

/**
 * The demo agency's advertisers and campaigns (packages/core/src/demo), the company the set's requests
 * are typed in: names are scored by what they resolve to among these, as the assistant does.
 */
export const heldOutEntities: NamedEntity[] = [
  ...['Café Serra Azul', 'Ótica Visão Clara', 'Amigo Fiel Pet', 'Padaria Nova'].map((name) => ({
    kind: 'advertiser' as const,
    name,
  })),
  ...[
    'Lançamento Torra Especial',
    'Busca de marca',
    'Spot Dia Nacional do Café',
    'Spot Café da Manhã',
    'Natal em família',
    'Cafés especiais · Instagram e Facebook',
    'Óculos de sol · Verão',
    'Exame de vista gratuito',
    'Push Black Friday',
    'Pacote gerenciado · Rádio e OOH',
    'Café no inverno',
    'Mês do exame de vista',
    'Dia dos Pais · óculos',
    'Primavera Serra Azul',
    'Outubro Rosa · exames',
    'Black Friday 2025 · óculos',
    'Natal Serra Azul',
    'Verão sem miopia',
    'Café gelado de verão',
    'Volta às aulas · óculos',
    'Dia das Mães · armações',
    'Festa junina com café',
  ].map((name) => ({ kind: 'campaign' as const, name })),
];

/**
 * Round 2: written after the grammar was improved on the set above (which is therefore no longer
 * blind), by the same author, without running the grammar on these lines first; measured once and
 * recorded (docs/assistant.md "Evaluation") before any further change. Same scoring and today.
 */
export const heldOutRound2: HeldOutRequest[] = [
  pt('qto a gnt gastou ontem no total?', 'report', { period: 'yesterday', metrics: ['spend'] }),
  pt('gastos da otica essa semana', 'report', { name: 'otica', period: 'this_week', metrics: ['spend'] }),
  pt('me mostra os cliques do natal em familia de hoje', 'report', {
    name: 'natal em familia',
    period: 'today',
    metrics: ['clicks'],
  }),
  pt('quantas impressões o push black friday fez no mes passado', 'report', {
    name: 'push black friday',
    period: 'last_month',
    metrics: ['impressions'],
  }),
  pt('taxa de conversao do lancamento torra especial', 'report', {
    name: 'lancamento torra especial',
    metrics: ['conversions'],
  }),
  pt('e o cpm de ontem?', 'report', { period: 'yesterday', metrics: ['cpm'] }),
  pt('quanto o cafe serra azul investiu esse mes', 'report', {
    name: 'cafe serra azul',
    period: 'this_month',
    metrics: ['spend'],
  }),
  pt('resultado da busca de marca nos ultimos 15 dias', 'report', {
    name: 'busca de marca',
    period: 'last_15_days',
  }),
  pt('custo por mil impressoes do spot cafe da manha', 'report', {
    name: 'spot cafe da manha',
    metrics: ['cpm'],
  }),
  pt('valor gasto hoje', 'report', { period: 'today', metrics: ['spend'] }),
  pt('cade minhas campanhas pausadas', 'find_campaigns', { status: 'paused' }),
  pt('quais as campanhas da padaria nova', 'find_campaigns', { name: 'padaria nova' }),
  pt('mostre as campanhas finalizadas do cafe serra azul', 'find_campaigns', {
    name: 'cafe serra azul',
    status: 'finished',
  }),
  pt('tenho algum rascunho?', 'find_campaigns', { status: 'draft' }),
  pt('status da campanha exame de vista gratuito', 'find_campaigns', { name: 'exame de vista gratuito' }),
  pt('todos os anunciantes', 'find_advertisers'),
  pt('lista de anunciantes com saldo', 'find_advertisers'),
  pt('qual o saldo da otica?', 'balance', { name: 'otica' }),
  pt('ainda tem credito na carteira do cafe serra azul?', 'balance', { name: 'cafe serra azul' }),
  pt('meu saldo ta baixo?', 'balance'),
  pt('quanto resta de saldo', 'balance'),
  pt('extrato do mes da padaria nova', 'statement', { name: 'padaria nova' }),
  pt('lançamentos recentes da carteira da otica visao clara', 'statement', { name: 'otica visao clara' }),
  pt('o que foi debitado da carteira?', 'statement'),
  pt('pq o push black friday nao gasta?', 'explain_delivery', { name: 'push black friday' }),
  pt('minha campanha ta parada, o q aconteceu', 'explain_delivery'),
  pt('a natal em familia esta sem impressoes desde ontem', 'explain_delivery', { name: 'natal em familia' }),
  pt('por que nao ta veiculando', 'explain_delivery'),
  pt('sugira um publico pra padaria nova', 'suggest_audiences', { name: 'padaria nova' }),
  pt('que segmentos voce recomenda pra uma loja de tenis de corrida', 'suggest_audiences', {
    description: 'loja de tenis de corrida',
  }),
  pt('me ajuda a escolher o publico dessa campanha', 'suggest_audiences'),
  pt('publicos para uma clinica de estetica', 'suggest_audiences', { description: 'clinica de estetica' }),
  pt('como pago por boleto?', 'help', { topic: 'payments' }),
  pt('como coloco credito na conta', 'help', { topic: 'payments' }),
  pt('como retiro o saldo que sobrou', 'help', { topic: 'withdrawals' }),
  pt('onde instalo o pixel de conversao', 'help', { topic: 'pixels' }),
  pt('como dou acesso pra minha equipe', 'help', { topic: 'users' }),
  pt('quais formatos de video sao aceitos', 'help', { topic: 'creatives' }),
  pt('como baixar o relatorio em excel', 'help', { topic: 'reports' }),
  pt('pausa o push black friday agora', 'pause_campaign', { name: 'push black friday' }),
  pt('pausar campanha spot dia nacional do cafe', 'pause_campaign', { name: 'spot dia nacional do cafe' }),
  pt('da pra pausar essa campanha?', 'pause_campaign'),
  pt('suspenda a otica oculos de sol verao', 'pause_campaign', { name: 'oculos de sol verao' }),
  pt('reativa o natal em familia', 'activate_campaign', { name: 'natal em familia' }),
  pt('pode voltar a rodar a busca de marca', 'activate_campaign', { name: 'busca de marca' }),
  pt('ativar campanha exame de vista gratuito', 'activate_campaign', { name: 'exame de vista gratuito' }),
  pt('aumentar orcamento do natal em familia para 6.000', 'change_budget', {
    name: 'natal em familia',
    amount: '600000',
  }),
  pt('coloca 2 mil de orcamento na busca de marca', 'change_budget', {
    name: 'busca de marca',
    amount: '200000',
  }),
  pt('budget da push black friday = 1500', 'change_budget', { name: 'push black friday', amount: '150000' }),
  pt('quero o orcamento dessa em R$ 900', 'change_budget', { amount: '90000' }),
  pt('prorrogar o spot cafe da manha ate 20 de dezembro', 'change_end_date', {
    name: 'spot cafe da manha',
    end_date: '2026-12-20',
  }),
  pt('muda o termino da campanha busca de marca pra 10/01/2027', 'change_end_date', {
    name: 'busca de marca',
    end_date: '2027-01-10',
  }),
  pt('a campanha natal em familia deve acabar dia 24/12', 'change_end_date', {
    name: 'natal em familia',
    end_date: '2026-12-24',
  }),
  pt('deixa essa campanha rodando ate o fim do ano', 'change_end_date', { end_date: '2026-12-31' }),
  pt('remove a campanha push black friday', null),
  pt('boa tarde, tudo bem?', null),
  pt('escreve um texto de anuncio pra mim', null),
  en('spend yesterday?', 'report', { period: 'yesterday', metrics: ['spend'] }),
  en('how many impressions did busca de marca get today', 'report', {
    name: 'busca de marca',
    period: 'today',
    metrics: ['impressions'],
  }),
  en('cost per click for natal em familia this month', 'report', {
    name: 'natal em familia',
    period: 'this_month',
    metrics: ['cpc'],
  }),
  en('show me the drafts', 'find_campaigns', { status: 'draft' }),
  en('campaigns of cafe serra azul that are active', 'find_campaigns', {
    name: 'cafe serra azul',
    status: 'active',
  }),
  en('who are my advertisers', 'find_advertisers'),
  en('how much money is left for padaria nova', 'balance', { name: 'padaria nova' }),
  en('recent transactions for cafe serra azul', 'statement', { name: 'cafe serra azul' }),
  en("push black friday isn't spending, what's wrong?", 'explain_delivery', { name: 'push black friday' }),
  en('what audiences would work for padaria nova', 'suggest_audiences', { name: 'padaria nova' }),
  en('how can I add funds', 'help', { topic: 'payments' }),
  en('how do I give my team access', 'help', { topic: 'users' }),
  en('pause busca de marca now', 'pause_campaign', { name: 'busca de marca' }),
  en('could you reactivate natal em familia', 'activate_campaign', { name: 'natal em familia' }),
  en('raise the budget for push black friday to 2500', 'change_budget', {
    name: 'push black friday',
    amount: '250000',
  }),
  en('push the end date of busca de marca to january 15 2027', 'change_end_date', {
    name: 'busca de marca',
    end_date: '2027-01-15',
  }),
  en('remove all campaigns', null),
  en('good morning', null),
  es('cuanto gastamos hoy', 'report', { period: 'today', metrics: ['spend'] }),
  es('impresiones de busca de marca ayer', 'report', {
    name: 'busca de marca',
    period: 'yesterday',
    metrics: ['impressions'],
  }),
  es('costo por clic de natal em familia este mes', 'report', {
    name: 'natal em familia',
    period: 'this_month',
    metrics: ['cpc'],
  }),
  es('muestreme los borradores', 'find_campaigns', { status: 'draft' }),
  es('campañas activas de cafe serra azul', 'find_campaigns', { name: 'cafe serra azul', status: 'active' }),
  es('quienes son mis anunciantes', 'find_advertisers'),
  es('cuanto dinero le queda a padaria nova', 'balance', { name: 'padaria nova' }),
  es('movimientos recientes de cafe serra azul', 'statement', { name: 'cafe serra azul' }),
  es('push black friday no gasta, que pasa?', 'explain_delivery', { name: 'push black friday' }),
  es('que audiencias recomienda para padaria nova', 'suggest_audiences', { name: 'padaria nova' }),
  es('como agrego fondos', 'help', { topic: 'payments' }),
  es('como le doy acceso a mi equipo', 'help', { topic: 'users' }),
  es('pause busca de marca ahora', 'pause_campaign', { name: 'busca de marca' }),
  es('podria reactivar natal em familia', 'activate_campaign', { name: 'natal em familia' }),
  es('suba el presupuesto de push black friday a 2500', 'change_budget', {
    name: 'push black friday',
    amount: '250000',
  }),
  es('mueva la fecha de fin de busca de marca al 15 de enero de 2027', 'change_end_date', {
    name: 'busca de marca',
    end_date: '2027-01-15',
  }),
  es('elimine todas las campañas', null),
  es('buenos dias', null),
];

/**
 * Round 3: written after the second grammar pass (which was tuned on round 2), committed before
 * running the grammar on it; measured once and recorded, never tuned on. Longer, voice-like and
 * slangy phrasings on purpose.
 */
export const heldOutRound3: HeldOutRequest[] = [
  pt('Oi! Queria saber quanto torrei de grana ontem', 'report', { period: 'yesterday', metrics: ['spend'] }),
  pt('QUANTO GASTEI HOJE', 'report', { period: 'today', metrics: ['spend'] }),
  pt('bom dia, me passa o gasto da semana do cafe serra azul por favor', 'report', {
    name: 'cafe serra azul',
    period: 'this_week',
    metrics: ['spend'],
  }),
  pt('quero saber os cliques e o ctr do exame de vista gratuito no mes passado', 'report', {
    name: 'exame de vista gratuito',
    period: 'last_month',
    metrics: ['clicks', 'ctr'],
  }),
  pt('o spot dia nacional do cafe teve quantas conversoes nos ultimos 30 dias?', 'report', {
    name: 'spot dia nacional do cafe',
    period: 'last_30_days',
    metrics: ['conversions'],
  }),
  pt('como ta o desempenho da natal em familia hoje', 'report', {
    name: 'natal em familia',
    period: 'today',
  }),
  pt('qual foi o investimento total da otica visao clara no mês passado?', 'report', {
    name: 'otica visao clara',
    period: 'last_month',
    metrics: ['spend'],
  }),
  pt('numero de impressoes de ontem 🙏', 'report', { period: 'yesterday', metrics: ['impressions'] }),
  pt('me lista as campanhas que estao no ar', 'find_campaigns', { status: 'active' }),
  pt('quero ver as campanhas do amigo fiel pet', 'find_campaigns', { name: 'amigo fiel pet' }),
  pt('existe alguma campanha encerrada da otica visao clara?', 'find_campaigns', {
    name: 'otica visao clara',
    status: 'finished',
  }),
  pt('abre a lista de clientes pra mim', 'find_advertisers'),
  pt('quanto de saldo o amigo fiel pet tem?', 'balance', { name: 'amigo fiel pet' }),
  pt('saldo atual da carteira da empresa', 'balance'),
  pt('tem grana suficiente na carteira do cafe serra azul?', 'balance', { name: 'cafe serra azul' }),
  pt('ver as ultimas entradas e saidas da otica visao clara', 'statement', { name: 'otica visao clara' }),
  pt('extrato completo do cafe serra azul', 'statement', { name: 'cafe serra azul' }),
  pt('nao entendo pq a busca de marca nao entrega nada', 'explain_delivery', { name: 'busca de marca' }),
  pt('a campanha spot cafe da manha nao esta gastando o orcamento, por que?', 'explain_delivery', {
    name: 'spot cafe da manha',
  }),
  pt('qual o motivo dessa campanha estar sem impressao', 'explain_delivery'),
  pt('que tipo de publico combina com a padaria nova?', 'suggest_audiences', { name: 'padaria nova' }),
  pt('tenho uma loja de roupas fitness, que publico voce sugere?', 'suggest_audiences', {
    description: 'roupas fitness',
  }),
  pt('como eu pago a fatura com cartao de credito', 'help', { topic: 'payments' }),
  pt('nao sei instalar o pixel, me ajuda', 'help', { topic: 'pixels' }),
  pt('como convido meu socio pra plataforma', 'help', { topic: 'users' }),
  pt('como funciona o saque do saldo', 'help', { topic: 'withdrawals' }),
  pt('pausa pra mim a campanha natal em familia', 'pause_campaign', { name: 'natal em familia' }),
  pt('PAUSAR BUSCA DE MARCA', 'pause_campaign', { name: 'busca de marca' }),
  pt('suspende temporariamente o push black friday', 'pause_campaign', { name: 'push black friday' }),
  pt('pode reativar a campanha spot cafe da manha por favor', 'activate_campaign', {
    name: 'spot cafe da manha',
  }),
  pt('religa o exame de vista gratuito', 'activate_campaign', { name: 'exame de vista gratuito' }),
  pt('sobe o orçamento da busca de marca pra R$ 3.200', 'change_budget', {
    name: 'busca de marca',
    amount: '320000',
  }),
  pt('quero diminuir o orcamento do spot cafe da manha para 450 reais', 'change_budget', {
    name: 'spot cafe da manha',
    amount: '45000',
  }),
  pt('alterar verba da natal em familia p/ 8 mil', 'change_budget', {
    name: 'natal em familia',
    amount: '800000',
  }),
  pt('prorroga a natal em familia ate 06/01/2027', 'change_end_date', {
    name: 'natal em familia',
    end_date: '2027-01-06',
  }),
  pt('muda o fim do push black friday pra 2 de dezembro', 'change_end_date', {
    name: 'push black friday',
    end_date: '2026-12-02',
  }),
  pt('a busca de marca tem que terminar em 15/12', 'change_end_date', {
    name: 'busca de marca',
    end_date: '2026-12-15',
  }),
  pt('deleta tudo', null),
  pt('qual o melhor horario pra postar no instagram?', null),
  en('what did we spend today on cafe serra azul', 'report', {
    name: 'cafe serra azul',
    period: 'today',
    metrics: ['spend'],
  }),
  en('give me impressions and clicks for last 15 days', 'report', {
    period: 'last_15_days',
    metrics: ['impressions', 'clicks'],
  }),
  en('which of my campaigns are paused right now?', 'find_campaigns', { status: 'paused' }),
  en('balance left for amigo fiel pet?', 'balance', { name: 'amigo fiel pet' }),
  en('wallet history for otica visao clara', 'statement', { name: 'otica visao clara' }),
  en('busca de marca has had zero impressions since yesterday, why', 'explain_delivery', {
    name: 'busca de marca',
  }),
  en('I run a small dog grooming business, which audiences should I pick?', 'suggest_audiences', {
    description: 'dog grooming',
  }),
  en('where do I find the pixel code', 'help', { topic: 'pixels' }),
  en('pause the campaign called natal em familia', 'pause_campaign', { name: 'natal em familia' }),
  en('switch busca de marca back on please', 'activate_campaign', { name: 'busca de marca' }),
  en('change budget of spot cafe da manha to 900 reais', 'change_budget', {
    name: 'spot cafe da manha',
    amount: '90000',
  }),
  en('make natal em familia end on 2027-01-10', 'change_end_date', {
    name: 'natal em familia',
    end_date: '2027-01-10',
  }),
  en('erase my advertiser padaria nova', null),
  es('cuanto gastamos ayer en total', 'report', { period: 'yesterday', metrics: ['spend'] }),
  es('deme las impresiones y clics de los ultimos 15 dias', 'report', {
    period: 'last_15_days',
    metrics: ['impressions', 'clicks'],
  }),
  es('cuales de mis campañas estan pausadas ahora?', 'find_campaigns', { status: 'paused' }),
  es('saldo disponible de amigo fiel pet', 'balance', { name: 'amigo fiel pet' }),
  es('historial de movimientos de otica visao clara', 'statement', { name: 'otica visao clara' }),
  es('busca de marca no tiene impresiones desde ayer, por que', 'explain_delivery', {
    name: 'busca de marca',
  }),
  es('tengo una peluqueria canina, que audiencias me recomienda?', 'suggest_audiences', {
    description: 'peluqueria canina',
  }),
  es('donde encuentro el codigo del pixel', 'help', { topic: 'pixels' }),
  es('pause la campaña llamada natal em familia', 'pause_campaign', { name: 'natal em familia' }),
  es('reactive busca de marca por favor', 'activate_campaign', { name: 'busca de marca' }),
  es('cambie el presupuesto de spot cafe da manha a 900 reales', 'change_budget', {
    name: 'spot cafe da manha',
    amount: '90000',
  }),
  es('haga que natal em familia termine el 10/01/2027', 'change_end_date', {
    name: 'natal em familia',
    end_date: '2027-01-10',
  }),
  es('elimine el anunciante padaria nova', null),
];
