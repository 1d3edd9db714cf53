/**
 * A BLIND held-out set for audience suggestion (issue 30, docs/assistant.md "Evaluation"): pt-BR
 * advertiser descriptions as an advertiser would type them, each with the IAB audience taxonomy 1.1
 * segments that fit it (any of them in the top 5 counts). Written from the taxonomy's pt-BR names
 * (packages/domain/data/audience-names.pt-BR.json) BEFORE reading the labelled set
 * (suggestion-labelled-set.json) or tuning anything on it; printed by `npm run bench -- audiences`
 * beside the labelled figure. Do not tune the ranking on these lines.
 */
export interface HeldOutSuggestionCase {
  /** The description. */
  d: string;
  /** Segment ids that fit. */
  ok: string[];
}

export const heldOutSuggestionCases: HeldOutSuggestionCase[] = [
  {
    d: 'Pet shop de bairro com banho e tosa, ração e acessórios para cães e gatos',
    ok: ['541', '543', '544', '1551', '1553', '1281', '1282'],
  },
  { d: 'clinica veterinaria 24h em campinas', ok: ['1554', '541', '544', '543', '1549'] },
  {
    d: 'Padaria artesanal com pães de fermentação natural e café da manhã',
    ok: ['1401', '1040', '1044', '1067', '1003'],
  },
  { d: 'cafeteria de cafés especiais, grãos torrados na hora', ok: ['976', '977', '1153', '377', '1292'] },
  { d: 'Loja online de roupas femininas plus size', ok: ['686', '923', '920', '919', '676'] },
  { d: 'moda masculina social, ternos e camisas', ok: ['683', '922', '920', '919'] },
  { d: 'loja de roupas infantis e enxoval de bebe', ok: ['679', '921', '1346', '354', '1348'] },
  { d: 'Ótica com exame de vista e armações de grau', ok: ['391', '1470', '934'] },
  { d: 'academia de musculação e crossfit com planos mensais', ok: ['1593', '408', '616', '674', '1595'] },
  { d: 'estúdio de yoga e meditação', ok: ['1598', '415', '418', '408'] },
  { d: 'escola de idiomas ingles e espanhol online', ok: ['346', '214', '1373', '347', '1374'] },
  { d: 'faculdade EAD com cursos de graduação e pós', ok: ['1371', '347', '1374', '241', '344'] },
  {
    d: 'imobiliária de venda e aluguel de apartamentos em Curitiba',
    ok: ['583', '584', '591', '592', '1585', '1587', '1588', '1590'],
  },
  { d: 'concessionária de carros seminovos', ok: ['829', '244', '805', '243'] },
  { d: 'oficina mecanica e troca de oleo', ok: ['861', '863', '1223', '852'] },
  { d: 'loja de pneus e alinhamento', ok: ['860', '861', '852', '854'] },
  {
    d: 'agência de viagens com pacotes para o nordeste e cruzeiros',
    ok: ['1674', '1649', '719', '1661', '724', '1653'],
  },
  { d: 'pousada na praia em ubatuba', ok: ['1654', '724', '1653', '1666', '719', '1649'] },
  { d: 'hotel fazenda para familias com criancas', ok: ['1666', '728', '1663', '719', '1649'] },
  { d: 'pizzaria com delivery pelo whatsapp', ok: ['1405', '1023', '1165', '1406', '373', '1400'] },
  { d: 'hamburgueria artesanal', ok: ['1404', '1406', '373', '1400', '1405'] },
  { d: 'restaurante japonês com rodízio de sushi', ok: ['1406', '373', '1096', '380', '1400'] },
  { d: 'churrascaria e espetinhos', ok: ['370', '1406', '373', '1224', '1409'] },
  { d: 'loja de vinhos importados e cervejas artesanais', ok: ['369', '974'] },
  {
    d: 'confeitaria de bolos de aniversário e doces para festas',
    ok: ['372', '1046', '1045', '1427', '1500', '1047'],
  },
  { d: 'salão de beleza com cabelo, manicure e escova', ok: ['866', '867', '868', '865', '677'] },
  { d: 'barbearia masculina', ok: ['867', '1211', '684', '865'] },
  { d: 'clínica de estética facial e depilação a laser', ok: ['388', '1453', '398', '1466', '1215', '677'] },
  { d: 'loja de cosméticos e maquiagem', ok: ['1181', '1180', '677', '1184'] },
  { d: 'perfumaria importada', ok: ['1188', '1189', '1190', '677', '1180'] },
  { d: 'consultório odontológico, clareamento e implantes', ok: ['392', '1454'] },
  { d: 'farmácia de manipulação', ok: ['389', '1455', '382', '551'] },
  { d: 'clinica de fisioterapia e pilates', ok: ['394', '419', '1465', '408'] },
  { d: 'loja de moveis planejados para cozinha e quarto', ok: ['1407', '1335', '461', '1337', '1412'] },
  { d: 'loja de material de construção', ok: ['1430', '1431', '464', '1428', '1490'] },
  { d: 'empresa de reformas e pintura residencial', ok: ['460', '1483', '464', '1490', '430'] },
  { d: 'floricultura com entrega de buques e cestas', ok: ['1421', '1422', '1420', '458'] },
  { d: 'loja de eletrodomesticos e eletronicos', ok: ['1287', '942', '703', '966'] },
  { d: 'assistência técnica de celulares e venda de capinhas', ok: ['961', '900', '951', '957'] },
  { d: 'loja de games e consoles', ok: ['971', '733', '734', '970'] },
  { d: 'loja de bicicletas e acessórios de ciclismo', ok: ['1639', '625'] },
  { d: 'loja de artigos de pesca e camping', ok: ['1641', '643', '1637', '725', '1659'] },
  { d: 'escola de futebol para crianças', ok: ['663', '1594', '1382', '1627', '409'] },
  { d: 'corretora de seguros de carro e residência', ok: ['1389', '1390', '1391', '536'] },
  { d: 'banco digital com conta gratis e cartao de credito', ok: ['1385', '1388', '534', '759', '1383'] },
  { d: 'escritório de contabilidade para pequenas empresas', ok: ['1384', '1386', '270', '276', '910'] },
  { d: 'advogado trabalhista', ok: ['1494', '1493', '238', '526'] },
  { d: 'buffet infantil para festas de aniversário', ok: ['1403', '1500', '1427', '1382'] },
  { d: 'loja de brinquedos educativos', ok: ['1366', '1362', '747', '1365', '1382'] },
  { d: 'livraria e papelaria', ok: ['258', '1360', '1548', '1266', '1345'] },
  { d: 'escola de danca de salao', ok: ['1592', '361'] },
  { d: 'estúdio de tatuagem e piercing', ok: ['869', '678'] },
  { d: 'joalheria com alianças de casamento', ok: ['933', '1505', '1497', '428'] },
  { d: 'loja de suplementos e whey protein', ok: ['417', '1593', '408', '616', '412'] },
  { d: 'casa de carnes e açougue premium', ok: ['1107', '1026', '370', '1177', '1224'] },
  { d: 'empresa de dedetização e controle de pragas', ok: ['1487', '1276', '1278'] },
  { d: 'escola de musica com aulas de violao e piano', ok: ['452', '1473', '212', '481', '1475'] },
];
